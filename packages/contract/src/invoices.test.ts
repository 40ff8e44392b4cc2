import { describe, expect, it } from 'vitest';
import {
  InvoiceExportQuery,
  isValidIban,
  isValidSiren,
  isValidSiret,
  UpdateBusinessIdentityRequest,
} from './invoices.js';

describe('the business identifiers', () => {
  it('checks SIREN and SIRET keys (Luhn), and La Poste’s exception', () => {
    expect(isValidSiren('832457915')).toBe(true);
    expect(isValidSiren('832457916')).toBe(false);
    expect(isValidSiren('83245791')).toBe(false);
    expect(isValidSiret('83245791500011')).toBe(true);
    expect(isValidSiret('83245791500012')).toBe(false);
    expect(isValidSiret('35600000000048')).toBe(true);
  });

  it('checks an IBAN’s mod-97 key', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('banane')).toBe(false);
  });

  it('accepts empty fields while the owner fills the form, and normalises what is typed', () => {
    const parsed = UpdateBusinessIdentityRequest.parse({
      legalName: '',
      tradeName: '',
      legalForm: '',
      capital: null,
      street: '',
      postCode: '',
      city: '',
      siren: '832 457 915',
      siret: '',
      registration: '',
      vatNumber: 'fr 20 832457915',
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      bic: 'agrifrpp870',
      email: '',
      phone: '',
      invoiceFooter: '',
      defaultProTerms: 'days30eom',
    });
    expect(parsed).toMatchObject({
      siren: '832457915',
      vatNumber: 'FR20832457915',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP870',
    });
  });

  it('refuses an export period that ends before it starts or spans more than a year', () => {
    expect(InvoiceExportQuery.safeParse({ from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
    expect(InvoiceExportQuery.safeParse({ from: '2026-12-01', to: '2026-11-30' }).success).toBe(false);
    expect(InvoiceExportQuery.safeParse({ from: '2025-01-01', to: '2026-11-30' }).success).toBe(false);
  });
});
