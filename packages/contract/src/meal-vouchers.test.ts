import { describe, expect, it } from 'vitest';
import { bankHolidays, easterSunday, mealVoucherSplit } from './meal-vouchers.js';

const steak = (totalCents: number) => ({ totalCents, eligible: true });
const quiche = (totalCents: number) => ({ totalCents, eligible: false });
// Friday 4 December 2026: a weekday that is no holiday.
const friday = { date: '2026-12-04', deliveryFeeCents: 0, usedTodayCents: 0 };

describe('titres-restaurant', () => {
  it('pay the eligible articles up to 25 € a day, the rest by card', () => {
    expect(mealVoucherSplit({ ...friday, lines: [steak(1840), quiche(600)] })).toEqual({
      eligibleCents: 1840,
      voucherCents: 1840,
      cardCents: 600,
      refusal: null,
    });
    expect(mealVoucherSplit({ ...friday, lines: [steak(4200)] })).toMatchObject({
      voucherCents: 2500,
      cardCents: 1700,
    });
    // 18 € already used today: 7 € left.
    expect(mealVoucherSplit({ ...friday, usedTodayCents: 1800, lines: [steak(4200)] })).toMatchObject({
      voucherCents: 700,
      cardCents: 3500,
    });
    expect(mealVoucherSplit({ ...friday, usedTodayCents: 2500, lines: [steak(4200)] })).toMatchObject({
      voucherCents: 0,
      cardCents: 4200,
      refusal: 'cap_reached',
    });
  });

  it('never pay the delivery fee', () => {
    const split = mealVoucherSplit({ ...friday, deliveryFeeCents: 590, lines: [steak(1500)] });
    expect(split).toMatchObject({ eligibleCents: 1500, voucherCents: 1500, cardCents: 590 });
    expect(mealVoucherSplit({ ...friday, deliveryFeeCents: 590, lines: [quiche(900)] })).toMatchObject({
      voucherCents: 0,
      cardCents: 1490,
      refusal: 'nothing_eligible',
    });
  });

  it('pay nothing on a Sunday or a bank holiday', () => {
    expect(mealVoucherSplit({ ...friday, date: '2026-12-06', lines: [steak(1500)] })).toMatchObject({
      voucherCents: 0,
      cardCents: 1500,
      refusal: 'sunday',
    });
    // Easter Monday 2027, and Good Friday in Alsace-Moselle only.
    expect(mealVoucherSplit({ ...friday, date: '2027-03-29', lines: [steak(1500)] }).refusal).toBe('bank_holiday');
    expect(mealVoucherSplit({ ...friday, date: '2027-03-26', lines: [steak(1500)] }).refusal).toBe('bank_holiday');
    expect(
      mealVoucherSplit({ ...friday, date: '2027-03-26', lines: [steak(1500)], alsaceMoselle: false }).refusal,
    ).toBeNull();
  });

  it('know Easter and the year’s bank holidays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(bankHolidays(2027, { alsaceMoselle: false })).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-08',
      '2027-05-17',
      '2027-07-14',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
  });
});
