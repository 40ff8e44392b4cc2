import { describe, expect, it } from 'vitest';
import { grams, wholeNumber } from './admin-fields.js';

const messageOf = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, v: unknown) =>
  schema.safeParse(v).error?.issues[0]?.message;

describe('whole numbers of a unit', () => {
  it('keeps the grams messages the back office shows', () => {
    expect(messageOf(grams('La portion', false), 'x')).toBe('La portion\u00a0: un nombre de grammes est attendu.');
    expect(messageOf(grams('La portion', false), 1.5)).toBe(
      'La portion\u00a0: un nombre entier de grammes est attendu.',
    );
    expect(messageOf(grams('La portion', false), 0)).toBe('La portion\u00a0: 1\u00a0g au moins.');
    expect(messageOf(grams('Le pas', true), 5)).toBe('Le pas\u00a0: 10\u00a0g au moins.');
    expect(messageOf(grams('Le pas', true), 50_010)).toBe('Le pas\u00a0: 50\u00a0000\u00a0g (50\u00a0kg) au plus.');
    expect(messageOf(grams('Le pas', true), 125)).toBe('Le pas\u00a0: un multiple de 10\u00a0g est attendu.');
    expect(grams('Le pas', true).parse(250)).toBe(250);
  });

  it('names the unit and its bounds for another unit', () => {
    const days = { plural: 'jours', amount: (n: number) => `${n}\u00a0jour${n > 1 ? 's' : ''}` };
    const shelfLife = wholeNumber('La conservation', days, 1, 30);
    expect(messageOf(shelfLife, 0)).toBe('La conservation\u00a0: 1\u00a0jour au moins.');
    expect(messageOf(shelfLife, 31)).toBe('La conservation\u00a0: 30\u00a0jours au plus.');
    expect(messageOf(shelfLife, 2.5)).toBe('La conservation\u00a0: un nombre entier de jours est attendu.');
    expect(shelfLife.parse(4)).toBe(4);
  });
});
