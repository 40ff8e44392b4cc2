import { describe, expect, it } from 'vitest';
import { makeStandingOrder, occurrence } from '../../../test/fake-standing-orders-api';
import { createdMessage } from './created-message';

describe('the message after « Enregistrer »', () => {
  it('names the first date that brings an order, as the server answers it, past the dates it lists', () => {
    // Made from the order of Tuesday 1 December: that day is skipped, and so are the next ones the list shows.
    const skipped = (date: string) => occurrence({ date, status: 'Skipped', skipReason: 'Customer', placeAt: null });
    const standing = makeStandingOrder({
      weekdays: [2],
      nextOccurrences: ['2026-12-01', '2026-12-08', '2026-12-15'].map(skipped),
      nextDate: '2026-12-22',
    });
    expect(createdMessage(standing)).toBe(
      'Votre commande récurrente est enregistrée\u00a0: chaque mardi. La première est prévue le mardi 22 décembre.',
    );
    expect(createdMessage({ ...standing, nextDate: null })).toBe(
      'Votre commande récurrente est enregistrée\u00a0: chaque mardi.',
    );
  });
});
