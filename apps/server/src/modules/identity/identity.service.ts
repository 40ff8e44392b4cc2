import { DEFAULT_PRO_TERMS } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import * as repo from './identity.repository.js';

export type { IdentityValues } from './identity.repository.js';

export const EMPTY_IDENTITY: repo.IdentityValues = {
  legal_name: '',
  trade_name: '',
  legal_form: '',
  capital_cents: null,
  street: '',
  post_code: '',
  city: '',
  siren: '',
  siret: '',
  registration: '',
  vat_number: '',
  iban: '',
  bic: '',
  email: '',
  phone: '',
  invoice_footer: '',
  default_pro_terms: DEFAULT_PRO_TERMS,
  updated_at: null,
};

/** A sole trader (EI) has no share capital: the capital is asked of companies only. */
export const needsCapital = (legalForm: string) => !/^(EI\b|entrepreneur individuel|micro)/i.test(legalForm.trim());

/** The French labels of what an invoice still lacks. */
export function missingFields(row: repo.IdentityValues): string[] {
  const missing: string[] = [];
  const need = (value: string, label: string) => {
    if (value.trim() === '') missing.push(label);
  };
  need(row.legal_name, 'raison sociale');
  need(row.legal_form, 'forme juridique');
  if (needsCapital(row.legal_form) && row.capital_cents === null) missing.push('capital social');
  need(row.street, 'adresse');
  need(row.post_code, 'code postal');
  need(row.city, 'ville');
  need(row.siren, 'SIREN');
  need(row.siret, 'SIRET');
  need(row.registration, 'numéro RCS ou RM');
  need(row.vat_number, 'numéro de TVA intracommunautaire');
  need(row.iban, 'IBAN');
  need(row.bic, 'BIC');
  return missing;
}

export async function readIdentity(db: Db): Promise<repo.IdentityValues> {
  const row = await repo.findIdentity(db);
  if (!row) return EMPTY_IDENTITY;
  const { id: _id, ...values } = row;
  return values;
}

/** The identity an invoice is issued with, or the French reason it cannot be (a 409). */
export async function requireCompleteIdentity(db: Db): Promise<repo.IdentityValues> {
  const identity = await readIdentity(db);
  const missing = missingFields(identity);
  if (missing.length > 0) throw incompleteIdentity(missing);
  return identity;
}

export const incompleteIdentity = (missing: string[]) =>
  new AppError(
    'IDENTITY_INCOMPLETE',
    `Les factures ne peuvent pas être émises tant que l’identité de l’entreprise est incomplète (manque\u00a0: ${missing.join(', ')}). Le gérant la complète dans l’espace boutique, page «\u00a0Entreprise\u00a0»\u00a0; les factures en attente sont alors émises.`,
  );

/** Writes the one identity row (the owner's page, through the invoices' business service). */
export const saveIdentity = (db: Db, values: repo.IdentityValues) => repo.saveIdentity(db, values);
