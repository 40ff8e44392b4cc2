import { describe, expect, it } from 'vitest';
import { CreateStandingOrderRequest, UpdateStandingOrderRequest } from './standing-orders.js';

const base = {
  mode: 'Pickup',
  shopId: 1,
  weekdays: [5, 2, 2],
  startDate: '2026-12-01',
  lines: [{ articleId: 3, quantity: 1.234 }],
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('standing order requests', () => {
  it('sorts and deduplicates the weekdays, rounds quantities, defaults the rest', () => {
    const parsed = CreateStandingOrderRequest.parse(base);
    expect(parsed.weekdays).toEqual([2, 5]);
    expect(parsed.lines?.[0]).toEqual({ articleId: 3, quantity: 1.23, preparationNote: null });
    expect(parsed).toMatchObject({ paused: false, endDate: null, name: null, windowStarts: null });
  });

  it('asks for exactly one source of lines, a weekday, a place, and an end after the start', () => {
    const none = errorsOf(CreateStandingOrderRequest.safeParse({ ...base, lines: undefined }));
    expect(none.lines).toMatch(/^Partez d’une liste d’articles/);
    const two = errorsOf(CreateStandingOrderRequest.safeParse({ ...base, fromCart: true }));
    expect(two.lines).toMatch(/un seul des trois/);
    const days = errorsOf(CreateStandingOrderRequest.safeParse({ ...base, weekdays: [] }));
    expect(days.weekdays).toBe('Choisissez au moins un jour de la semaine.');
    const eighth = errorsOf(CreateStandingOrderRequest.safeParse({ ...base, weekdays: [8] }));
    expect(eighth['weekdays.0']).toMatch(/de 1 \(lundi\) à 7 \(dimanche\)/);
    const place = errorsOf(CreateStandingOrderRequest.safeParse({ ...base, mode: 'Delivery' }));
    expect(place.address).toBe('Indiquez l’adresse de livraison.');
    const end = errorsOf(CreateStandingOrderRequest.safeParse({ ...base, endDate: '2026-11-30' }));
    expect(end.endDate).toBe('La date de fin précède la date de début.');
    const zero = errorsOf(CreateStandingOrderRequest.safeParse({ ...base, lines: [{ articleId: 3, quantity: 0 }] }));
    expect(zero['lines.0.quantity']).toBe('La quantité doit être positive.');
    const twice = errorsOf(
      CreateStandingOrderRequest.safeParse({
        ...base,
        lines: [
          { articleId: 3, quantity: 1 },
          { articleId: 3, quantity: 2 },
        ],
      }),
    );
    expect(twice.lines).toMatch(/regroupez les quantités/);
  });

  it('takes any subset on update, the place as a whole', () => {
    expect(UpdateStandingOrderRequest.parse({ paused: true })).toEqual({ paused: true });
    expect(UpdateStandingOrderRequest.parse({ endDate: null })).toEqual({ endDate: null });
    const shopAlone = errorsOf(UpdateStandingOrderRequest.safeParse({ shopId: 2 }));
    expect(shopAlone.mode).toMatch(/^Indiquez le mode/);
    const both = errorsOf(UpdateStandingOrderRequest.safeParse({ skip: '2026-12-04', unskip: '2026-12-04' }));
    expect(both.unskip).toBe('Une même date ne peut être sautée et rétablie.');
  });
});
