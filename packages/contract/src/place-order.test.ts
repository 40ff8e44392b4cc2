import { describe, expect, it } from 'vitest';
import { placeOrderForm } from './place-order.js';

const pickup = { mode: 'Pickup', shopId: 3, date: '2026-11-21' } as const;
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the checkout’s check', () => {
  it('asks for a window only on a day that offers some', () => {
    expect(placeOrderForm(() => false).safeParse(pickup).success).toBe(true);
    expect(messages(placeOrderForm(() => true).safeParse(pickup))).toEqual([
      ['timeWindowId', 'Choisissez un créneau horaire.'],
    ]);
    expect(placeOrderForm(() => true).safeParse({ ...pickup, timeWindowId: 8 }).success).toBe(true);
  });

  it('asks for it along with the other fields’ messages', () => {
    const result = placeOrderForm(() => true).safeParse({
      mode: 'Delivery',
      date: '2026-11-21',
      address: { firstName: 'Julien', lastName: 'Marchal', street: '', postcode: '57000', city: 'Metz' },
    });
    expect(messages(result)).toEqual([
      ['address.street', 'Saisissez le numéro et la rue.'],
      ['timeWindowId', 'Choisissez un créneau horaire.'],
    ]);
  });
});
