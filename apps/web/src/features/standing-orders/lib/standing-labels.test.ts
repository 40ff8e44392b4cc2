import { describe, expect, it } from 'vitest';
import { occurrence } from '../../../test/fake-standing-orders-api';
import { formatPeriod, formatWeekdays, leftOutText, occurrenceText, skipText } from './standing-labels';

describe('what a standing order says', () => {
  it('names its days in French, in the week’s order', () => {
    expect(formatWeekdays([5])).toBe('chaque vendredi');
    expect(formatWeekdays([5, 2])).toBe('chaque mardi et vendredi');
    expect(formatWeekdays([1, 3, 5])).toBe('chaque lundi, mercredi et vendredi');
    expect(formatWeekdays([1, 2, 3, 4, 5, 6, 7])).toBe('tous les jours');
  });

  it('says its period, with or without an end', () => {
    expect(formatPeriod({ startDate: '2026-12-01', endDate: null })).toBe(
      'à partir du mardi 1er décembre, sans date de fin',
    );
    expect(formatPeriod({ startDate: '2026-12-01', endDate: '2026-12-31' })).toBe(
      'du mardi 1er décembre au jeudi 31 décembre',
    );
  });

  it('says why a date was skipped, with the server’s detail', () => {
    expect(skipText({ skipReason: 'Customer', message: null })).toBe('Sautée à votre demande');
    expect(skipText({ skipReason: 'Closed', message: 'Inventaire.' })).toBe(
      'Boutique fermée ce jour-là\u00a0: Inventaire.',
    );
    expect(skipText({ skipReason: 'Full', message: null })).toBe('Plus de place ce jour-là');
    // The order already there that day: the server's sentence names it.
    expect(
      skipText({ skipReason: 'AlreadyOrdered', message: 'Vous avez déjà la commande n°\u00a02026-000042 …' }),
    ).toBe('Vous avez déjà la commande n°\u00a02026-000042 …');
    expect(skipText({ skipReason: 'AlreadyOrdered', message: null })).toBe('Déjà commandé ce jour-là');
  });

  it('says what was left out of a placed order, and when a coming one is placed', () => {
    expect(
      leftOutText([
        { articleId: 1, designation: 'Bavette', reason: 'Withdrawn' },
        { articleId: 2, designation: 'Quiche lorraine', reason: 'OutOfStock' },
      ]),
    ).toBe('Bavette (plus en vente), Quiche lorraine (en rupture)');
    expect(occurrenceText(occurrence({ date: '2026-11-27', placeAt: '2026-11-26T07:00:00.000Z' }))).toBe(
      'Passée automatiquement le jeudi 26 novembre à 8\u00a0h',
    );
    expect(occurrenceText(occurrence({ date: '2026-11-27', status: 'Paused', placeAt: null }))).toBe('En pause');
  });
});

describe('a placed date', () => {
  const placed = occurrence({
    date: '2026-11-27',
    status: 'Placed',
    placeAt: null,
    cutOffAt: '2026-11-26T17:00:00.000Z',
    order: { id: 7, number: '2026-000007' },
  });

  it('says until when it may be changed, and no longer once the cut-off has passed', () => {
    expect(occurrenceText(placed, new Date('2026-11-26T08:00:00Z'))).toBe(
      'Commande passée, modifiable jusqu’au jeudi 26 novembre à 18\u00a0h',
    );
    expect(occurrenceText(placed, new Date('2026-11-26T17:00:01Z'))).toBe('Commande passée');
  });
});
