import { describe, expect, it } from 'vitest';
import { parseWeight } from './parse-weight';

describe('parseWeight', () => {
  it.each([
    ['1,62', 1.62],
    ['1.62', 1.62],
    ['1,620 kg', 1.62],
    ['1.62kg', 1.62],
    ['1 620 g', 1.62],
    ['1\u00a0620\u00a0g', 1.62],
    ['1\u202f620 g', 1.62],
    ['1620 g', 1.62],
    ['1620g', 1.62],
    ['  0,5  ', 0.5],
    ['500 g', 0.5],
    ['12', 12],
    ['0,001', 0.001],
    ['2 KG', 2],
    ['250,0 g', 0.25],
  ])('reads %j as %d kg', (text, kg) => {
    expect(parseWeight(text)).toEqual({ ok: true, kg });
  });

  it('asks for a weight when the field is empty', () => {
    expect(parseWeight('   ')).toEqual({ ok: false, error: 'Saisissez le poids pesé (par exemple 1,62 ou 1 620 g).' });
  });

  it.each(['abc', '1,6,2', '-1,2', '1,2 lb', '1,2.3', 'kg', ',5'])('refuses %j as unreadable', (text) => {
    expect(parseWeight(text)).toEqual({
      ok: false,
      error: 'Poids illisible\u00a0: saisissez par exemple 1,62 ou 1 620 g.',
    });
  });

  it('refuses zero', () => {
    expect(parseWeight('0')).toEqual({ ok: false, error: 'Le poids doit être supérieur à 0.' });
    expect(parseWeight('0 g')).toEqual({ ok: false, error: 'Le poids doit être supérieur à 0.' });
  });

  it('refuses less than a gram', () => {
    expect(parseWeight('1,6205')).toMatchObject({ ok: false, error: expect.stringContaining('au gramme près') });
    expect(parseWeight('12,5 g')).toMatchObject({ ok: false, error: expect.stringContaining('au gramme près') });
  });

  it('reads a whole number of three digits or more without a unit as grams, as the scale prints them', () => {
    expect(parseWeight('520')).toEqual({ ok: true, kg: 0.52 });
    expect(parseWeight('100')).toEqual({ ok: true, kg: 0.1 });
    expect(parseWeight('1620')).toEqual({ ok: true, kg: 1.62 });
    expect(parseWeight('1 620')).toEqual({ ok: true, kg: 1.62 });
    // A unit or a decimal says kilograms: « 12 », « 520 kg » stay as typed.
    expect(parseWeight('99')).toEqual({ ok: true, kg: 99 });
    expect(parseWeight('120 kg')).toEqual({ ok: true, kg: 120 });
    expect(parseWeight('120,5')).toEqual({ ok: true, kg: 120.5 });
  });

  it('refuses more than the heaviest weighing', () => {
    expect(parseWeight('600 kg')).toEqual({ ok: false, error: 'Le poids ne peut pas dépasser 500\u00a0kg.' });
    expect(parseWeight('600,5')).toEqual({ ok: false, error: 'Le poids ne peut pas dépasser 500\u00a0kg.' });
  });
});
