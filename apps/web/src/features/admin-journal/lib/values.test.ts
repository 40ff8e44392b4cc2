import { describe, expect, it } from 'vitest';
import { kindLabel } from './kinds';
import { describeChange, describeValue } from './values';

describe('the journal’s values in words', () => {
  it('writes booleans, empties, weights, prices, roles and statuses the way the owner reads them', () => {
    expect(describeValue('revoked', true)).toBe('Oui');
    expect(describeValue('reason', null)).toBe('—');
    expect(describeValue('shops', [])).toBe('aucune');
    expect(describeValue('shops', ['METZ-CENTRE', 'WOIPPY'])).toBe('METZ-CENTRE, WOIPPY');
    expect(describeValue('weighedGrams', 1150)).toBe('1,15\u00a0kg');
    expect(describeValue('pricePerUnit', 18.9)).toBe('18,90\u00a0€');
    expect(describeValue('role', 'admin')).toBe('Gérant');
    expect(describeValue('status', 'Pending')).toBe('À confirmer');
  });

  it('pairs each field’s value before and after; a creation has no before', () => {
    expect(describeChange({ role: 'staff' }, { role: 'admin', shops: [] })).toEqual([
      { field: 'role', label: 'Rôle', before: 'Personnel', after: 'Gérant' },
      { field: 'shops', label: 'Boutiques', before: null, after: 'aucune' },
    ]);
    expect(describeChange(null, { email: 'lea@example.com' })).toEqual([
      { field: 'email', label: 'E-mail', before: null, after: 'lea@example.com' },
    ]);
  });

  it('names known kinds, and unknown ones by their family or their code', () => {
    expect(kindLabel('staff.revoke')).toBe('Accès révoqué');
    expect(kindLabel('article.image')).toBe('Articles');
    expect(kindLabel('invoice.issue')).toBe('invoice.issue');
  });
});
