import { afterEach, describe, expect, it } from 'vitest';
import { carriedRequests } from './carried-requests';

afterEach(() => carriedRequests.clear());

describe('the requests carried from a past order', () => {
  it('keeps the notes and the instructions for the order screen, across a reload of the tab', () => {
    carriedRequests.save({
      orderNumber: '2026-000042',
      notes: { 2: 'tranches fines' },
      deliveryInstructions: 'Code 12A',
    });
    expect(JSON.parse(sessionStorage.getItem('boucherie.carried-requests') ?? '{}')).toMatchObject({
      notes: { 2: 'tranches fines' },
    });
    expect(carriedRequests.read()).toEqual({
      orderNumber: '2026-000042',
      notes: { 2: 'tranches fines' },
      deliveryInstructions: 'Code 12A',
    });
  });

  it('reads nothing once the order is placed, and ignores what it cannot read', () => {
    carriedRequests.save({ orderNumber: '1', notes: { 2: 'x' }, deliveryInstructions: '' });
    carriedRequests.clear();
    expect(carriedRequests.read()).toBeNull();
    sessionStorage.setItem('boucherie.carried-requests', '{"notes":{"3":42,"4":"désossé"}}');
    expect(carriedRequests.read()?.notes).toEqual({ 4: 'désossé' });
    carriedRequests.clear();
    sessionStorage.setItem('boucherie.carried-requests', 'pas du JSON');
    expect(carriedRequests.read()).toBeNull();
  });
});
