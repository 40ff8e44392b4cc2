import {
  type BusinessIdentity,
  PAYMENT_TERMS_TEXT,
  type PaymentTerms,
  type UpdateBusinessIdentityRequest,
} from '@boucherie/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import { toEuros } from '../../lib/money.js';
import { type IdentityValues, missingFields, readIdentity, saveIdentity } from '../identity/identity.service.js';
import { recordChange } from '../journal/journal.service.js';
import * as repo from './business.repository.js';
import { issuePendingInvoices } from './issue.service.js';

type Update = z.output<typeof import('@boucherie/contract').UpdateBusinessIdentityRequest>;

export type { UpdateBusinessIdentityRequest };

export async function getIdentity(db: Db): Promise<BusinessIdentity> {
  const row = await readIdentity(db);
  return toApi(row, await repo.countPending(db));
}

function toApi(row: IdentityValues, pendingInvoices: number): BusinessIdentity {
  const missing = missingFields(row);
  return {
    legalName: row.legal_name,
    tradeName: row.trade_name,
    legalForm: row.legal_form,
    capital: row.capital_cents === null ? null : toEuros(row.capital_cents),
    street: row.street,
    postCode: row.post_code,
    city: row.city,
    siren: row.siren,
    siret: row.siret,
    registration: row.registration,
    vatNumber: row.vat_number,
    iban: row.iban,
    bic: row.bic,
    email: row.email,
    phone: row.phone,
    invoiceFooter: row.invoice_footer,
    defaultProTerms: row.default_pro_terms as PaymentTerms,
    complete: missing.length === 0,
    missing,
    updatedAt: row.updated_at,
    pendingInvoices,
  };
}

/** The SIRET starts with the SIREN, and a French VAT number carries it: a typo in one shows here. */
function checkConsistency(body: Update) {
  const errors: Record<string, string[]> = {};
  if (body.siren && body.siret && !body.siret.startsWith(body.siren)) {
    errors.Siret = ['Le SIRET doit commencer par le SIREN.'];
  }
  if (body.siren && body.vatNumber.startsWith('FR') && body.vatNumber.slice(4) !== body.siren) {
    errors.VatNumber = ['Le numéro de TVA français doit contenir le SIREN.'];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION', Object.values(errors)[0]?.[0] ?? 'Requête invalide.', errors);
  }
}

const toRow = (body: Update, at: string): IdentityValues => ({
  legal_name: body.legalName,
  trade_name: body.tradeName,
  legal_form: body.legalForm,
  capital_cents: body.capital === null ? null : Math.round(body.capital * 100),
  street: body.street,
  post_code: body.postCode,
  city: body.city,
  siren: body.siren,
  siret: body.siret,
  registration: body.registration,
  vat_number: body.vatNumber,
  iban: body.iban,
  bic: body.bic,
  email: body.email,
  phone: body.phone,
  invoice_footer: body.invoiceFooter,
  default_pro_terms: body.defaultProTerms,
  updated_at: at,
});

/**
 * Saves the identity, records it in the journal and, when it becomes complete, issues the invoices of the
 * orders completed meanwhile: all in one transaction.
 */
export async function updateIdentity(
  db: Db,
  userId: number,
  now: Date,
  body: Update,
  { einvoicing = false }: { einvoicing?: boolean } = {},
): Promise<BusinessIdentity> {
  checkConsistency(body);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await readIdentity(trx);
    const after = toRow(body, at);
    await saveIdentity(trx, after);
    const changed = Object.fromEntries(
      Object.entries(after).filter(
        ([key, value]) => key !== 'updated_at' && before[key as keyof typeof before] !== value,
      ),
    );
    await recordChange(trx, {
      at,
      userId,
      kind: 'business.identity',
      entityType: 'business',
      entityId: 1,
      summary: 'Identité de l’entreprise modifiée.',
      before: Object.fromEntries(Object.keys(changed).map((key) => [key, before[key as keyof typeof before]])),
      after: changed,
    });
    if (missingFields(after).length === 0) await issuePendingInvoices(trx, { at, userId, einvoicing });
  });
  return getIdentity(db);
}

export async function setCustomerTerms(
  db: Db,
  userId: number,
  now: Date,
  customerId: number,
  terms: PaymentTerms | null,
) {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const user = await repo.findUserTerms(trx, customerId);
    if (user?.role !== 'customer' || user.deleted_at !== null) throw notFound('Ce client n’existe pas.');
    if (user.user_type !== 2) {
      throw new AppError(
        'CONFLICT',
        'Seul un client professionnel a des conditions de paiement\u00a0: un particulier paie à la remise.',
      );
    }
    await repo.setUserTerms(trx, customerId, terms);
    const identity = await readIdentity(trx);
    const effective = (terms ?? identity.default_pro_terms) as PaymentTerms;
    await recordChange(trx, {
      at,
      userId,
      kind: 'customer.payment-terms',
      entityType: 'user',
      entityId: customerId,
      summary: `Conditions de paiement du client\u00a0: ${terms ? PAYMENT_TERMS_TEXT[terms] : `celles par défaut (${PAYMENT_TERMS_TEXT[effective]})`}.`,
      before: { paymentTerms: user.payment_terms },
      after: { paymentTerms: terms },
    });
    return { userId: customerId, paymentTerms: terms, effective };
  });
}
