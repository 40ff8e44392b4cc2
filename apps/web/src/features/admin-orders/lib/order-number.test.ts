import { describe, expect, it } from 'vitest';
import { findOrderNumber } from './order-number';

describe('findOrderNumber', () => {
  it.each([
    ['2026-000042', '2026-000042'],
    ['  2026-000042\n', '2026-000042'],
    ['2026000042', '2026-000042'],
    ['Commande 2026-000042', '2026-000042'],
    ['https://boucherie.example/admin/orders?n=2026-000042', '2026-000042'],
  ])('finds the number in %j', (text, number) => {
    expect(findOrderNumber(text)).toBe(number);
  });

  it.each(['42', 'Durand', '06 12 34 56 78', '2026-42'])('finds none in %j', (text) => {
    expect(findOrderNumber(text)).toBeNull();
  });
});
