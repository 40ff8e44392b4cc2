import { describe, expect, it } from 'vitest';
import { makeAdminOrder } from '../../../test/fake-admin-api';
import { deliveryRound } from './delivery-list';

const at = (id: number, postcode: string, street: string, status: 'Pending' | 'Cancelled' = 'Pending') =>
  makeAdminOrder({
    id,
    mode: 'Delivery',
    status,
    address: { company: null, firstName: 'A', lastName: 'B', street, postcode, city: 'Metz', country: 'FR' },
  });

describe('deliveryRound', () => {
  it('keeps the day’s deliveries, by post code then street, without pickups or cancelled orders', () => {
    const round = deliveryRound([
      at(1, '57070', '2 rue Mazelle'),
      makeAdminOrder({ id: 2, mode: 'Pickup' }),
      at(3, '57000', '12 rue des Clercs'),
      at(4, '57000', '3 rue des Clercs'),
      at(5, '57000', '1 place Saint-Louis', 'Cancelled'),
    ]);
    expect(round.map((o) => o.id)).toEqual([4, 3, 1]);
  });

  it('puts the deliveries by the time promised first, those without one last (issue 30, item 7)', () => {
    const timed = (id: number, postcode: string, starts: string | null) => ({
      ...at(id, postcode, '1 rue Serpenoise'),
      timeWindow: starts ? { starts, ends: '23:00' } : null,
    });
    const round = deliveryRound([
      timed(1, '57000', null),
      timed(2, '57000', '10:00'),
      timed(3, '57070', '08:00'),
      timed(4, '57000', '08:00'),
    ]);
    expect(round.map((o) => o.id)).toEqual([4, 3, 2, 1]);
  });
});
