import { z } from 'zod';
import { CalendarDay } from './admin-orders.js';
import { isWholeCents, Money, PageNumber, paged, pageSize } from './common.js';
import { PaymentTerms } from './payment-terms.js';
import { isValidVatNumber, normalizeVatNumber } from './vat-number.js';

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};
const digitsOnly = (value: string) => value.replace(/[\s.]/g, '');
export const isValidSiren = (value: string) => /^\d{9}$/.test(value) && luhn(value);
/** La Poste's SIRETs (SIREN 356000000) break the Luhn key; they add up to a multiple of 5 instead. */
export const isValidSiret = (value: string) =>
  /^\d{14}$/.test(value) &&
  (luhn(value) || (value.startsWith('356000000') && [...value].reduce((s, d) => s + Number(d), 0) % 5 === 0));

/** IBAN by ISO 13616: the country's length is not checked, the mod-97 key is. */
export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of moved) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

const text = (max: number, label: string) =>
  z
    .string({ error: `${label}\u00a0: texte attendu.` })
    .trim()
    .max(max, { error: `${label}\u00a0: ${max} caractères au plus.` });

/** Every field may be left empty while the owner fills the form; what is given must be right. */
export const UpdateBusinessIdentityRequest = z.object({
  legalName: text(120, 'Raison sociale'),
  tradeName: text(120, 'Nom commercial'),
  legalForm: text(60, 'Forme juridique'),
  capital: z
    .number({ error: 'Capital\u00a0: un montant en euros est attendu.' })
    .min(0, { error: 'Le capital ne peut pas être négatif.' })
    .max(1_000_000_000, { error: 'Capital trop grand.' })
    .refine(isWholeCents, { error: 'Capital\u00a0: deux décimales au plus.' })
    .nullable(),
  street: text(200, 'Adresse'),
  postCode: text(10, 'Code postal').refine((v) => v === '' || /^\d{5}$/.test(v), {
    error: 'Code postal\u00a0: cinq chiffres.',
  }),
  city: text(100, 'Ville'),
  siren: text(20, 'SIREN')
    .transform(digitsOnly)
    .refine((v) => v === '' || isValidSiren(v), {
      error: 'SIREN invalide\u00a0: neuf chiffres, clé de contrôle comprise.',
    }),
  siret: text(20, 'SIRET')
    .transform(digitsOnly)
    .refine((v) => v === '' || isValidSiret(v), {
      error: 'SIRET invalide\u00a0: quatorze chiffres, clé de contrôle comprise.',
    }),
  registration: text(80, 'Immatriculation'),
  vatNumber: text(20, 'Numéro de TVA')
    .transform(normalizeVatNumber)
    .refine((v) => v === '' || isValidVatNumber(v), { error: 'Numéro de TVA intracommunautaire invalide.' }),
  iban: text(42, 'IBAN')
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .refine((v) => v === '' || isValidIban(v), { error: 'IBAN invalide (clé de contrôle).' }),
  bic: text(11, 'BIC')
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), {
      error: 'BIC invalide\u00a0: 8 ou 11 caractères.',
    }),
  email: text(200, 'E-mail').refine((v) => v === '' || z.email().safeParse(v).success, { error: 'E-mail invalide.' }),
  phone: text(30, 'Téléphone'),
  invoiceFooter: text(500, 'Pied de facture'),
  defaultProTerms: PaymentTerms,
});
export type UpdateBusinessIdentityRequest = z.input<typeof UpdateBusinessIdentityRequest>;

export const BusinessIdentity = z.object({
  legalName: z.string(),
  tradeName: z.string(),
  legalForm: z.string(),
  capital: Money.nullable(),
  street: z.string(),
  postCode: z.string(),
  city: z.string(),
  siren: z.string(),
  siret: z.string(),
  registration: z.string(),
  vatNumber: z.string(),
  iban: z.string(),
  bic: z.string(),
  email: z.string(),
  phone: z.string(),
  invoiceFooter: z.string(),
  defaultProTerms: PaymentTerms,
  /** Invoices are issued only when every required field is filled. */
  complete: z.boolean(),
  /** The French labels of the missing fields. */
  missing: z.array(z.string()),
  updatedAt: z.string().nullable(),
  /** Orders completed while the identity was incomplete, invoiced once it is complete. */
  pendingInvoices: z.number().int(),
});
export type BusinessIdentity = z.infer<typeof BusinessIdentity>;

export const CustomerPaymentTermsRequest = z.object({ paymentTerms: PaymentTerms.nullable() });
export type CustomerPaymentTermsRequest = z.infer<typeof CustomerPaymentTermsRequest>;
export const CustomerPaymentTermsResponse = z.object({
  userId: z.number().int(),
  paymentTerms: PaymentTerms.nullable(),
  effective: PaymentTerms,
});

export const InvoiceKind = z.enum(['Invoice', 'CreditNote']);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

export const InvoiceSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: InvoiceKind,
  orderId: z.number().int(),
  orderNumber: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  totalHt: Money,
  totalVat: Money,
  totalTtc: Money,
  /** A credit note's invoice. */
  invoiceNumber: z.string().nullable(),
  /** Factur-X (a pro's: PDF/A-3 with its XML) or a plain PDF. */
  format: z.enum(['Factur-X', 'PDF']),
  /**
   * A credit note on an order a card paid (ADR 062): what goes back to that card (at most what it paid, less
   * what was refunded already), and what the shop must repay another way (cash, transfer). Absent otherwise.
   */
  refundToCard: Money.optional(),
  toRepayOtherwise: Money.optional(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/**
 * A pro document's way through the plateforme agréée (issue 41, ADR 071): `Pending` until deposited, then the
 * lifecycle statuses of AFNOR XP Z12-013 (their codes in EINVOICE_STATUS_CODES) as the platform reports them.
 */
export const EINVOICE_STATUSES = [
  'Pending',
  'Deposited',
  'Issued',
  'Received',
  'MadeAvailable',
  'InHand',
  'Approved',
  'PartlyApproved',
  'Disputed',
  'Suspended',
  'Completed',
  'Refused',
  'PaymentSent',
  'Collected',
  'Rejected',
] as const;
export const EinvoiceStatus = z.enum(EINVOICE_STATUSES);
export type EinvoiceStatus = z.infer<typeof EinvoiceStatus>;

/** The statuses' codes in the standard's lifecycle messages (CDAR), 200 to 213. */
export const EINVOICE_STATUS_CODES: Record<Exclude<EinvoiceStatus, 'Pending'>, string> = {
  Deposited: '200',
  Issued: '201',
  Received: '202',
  MadeAvailable: '203',
  InHand: '204',
  Approved: '205',
  PartlyApproved: '206',
  Disputed: '207',
  Suspended: '208',
  Completed: '209',
  Refused: '210',
  PaymentSent: '211',
  Collected: '212',
  Rejected: '213',
};

/** What the back office says of each status. */
export const EINVOICE_STATUS_TEXT: Record<EinvoiceStatus, string> = {
  Pending: 'À déposer',
  Deposited: 'Déposée',
  Issued: 'Émise par la plateforme',
  Received: 'Reçue par la plateforme du client',
  MadeAvailable: 'Mise à disposition',
  InHand: 'Prise en charge',
  Approved: 'Approuvée',
  PartlyApproved: 'Approuvée partiellement',
  Disputed: 'En litige',
  Suspended: 'Suspendue',
  Completed: 'Complétée',
  Refused: 'Refusée',
  PaymentSent: 'Paiement transmis',
  Collected: 'Encaissée',
  Rejected: 'Rejetée',
};

/** Statuses after which nothing more comes: the platform is no longer asked. */
export const EINVOICE_FINAL: readonly EinvoiceStatus[] = ['Refused', 'Collected', 'Rejected'];

export const EinvoiceStep = z.object({
  status: EinvoiceStatus,
  at: z.string(),
  /** The platform's reason, for a rejection, a refusal or a dispute. */
  reason: z.string().nullable(),
});
export type EinvoiceStep = z.infer<typeof EinvoiceStep>;

export const Einvoice = z.object({
  status: EinvoiceStatus,
  /** The platform's id of the deposited flow; null until deposited. */
  platformId: z.string().nullable(),
  history: z.array(EinvoiceStep),
});
export type Einvoice = z.infer<typeof Einvoice>;

/** A document as the back office sees it: with its way through the platform (null: not sent to one). */
export const AdminInvoiceSummary = InvoiceSummary.extend({ einvoice: Einvoice.nullable() });
export type AdminInvoiceSummary = z.infer<typeof AdminInvoiceSummary>;

export const INVOICES_DEFAULT_PAGE_SIZE = 20;
export const InvoicesQuery = z.object({ PageNumber, PageSize: pageSize(INVOICES_DEFAULT_PAGE_SIZE) });
export type InvoicesQuery = z.input<typeof InvoicesQuery>;
export const InvoicesResponse = paged(InvoiceSummary);
export type InvoicesResponse = z.infer<typeof InvoicesResponse>;

/** `/api/invoices/{id}.pdf`: the id before the extension (nine digits at most: ten could pass PostgreSQL's integer). */
export const InvoicePdfParams = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,8}\.pdf$/, { error: 'Adresse de facture invalide\u00a0: attendu {id}.pdf.' })
    .transform((v) => Number(v.slice(0, -4))),
});

export const InvoiceLineLeft = z.object({
  line: z.number().int(),
  designation: z.string(),
  unit: z.enum(['kg', 'piece', 'service']),
  quantity: z.number(),
  /** Already credited by earlier credit notes. */
  creditedQuantity: z.number(),
  total: Money,
});

export const OrderInvoices = z.object({
  /** Issued; Pending: the order is completed, the identity is not complete yet; None: not completed. */
  status: z.enum(['Issued', 'Pending', 'None']),
  invoice: AdminInvoiceSummary.nullable(),
  lines: z.array(InvoiceLineLeft),
  creditNotes: z.array(AdminInvoiceSummary),
});
export type OrderInvoices = z.infer<typeof OrderInvoices>;

export const CreateCreditNoteRequest = z.object({
  reason: z
    .string({ error: 'Indiquez le motif de l’avoir.' })
    .trim()
    .min(3, { error: 'Indiquez le motif de l’avoir.' })
    .max(300, { error: 'Le motif tient en 300 caractères.' }),
  /** Chosen lines and quantities; absent: the whole invoice (what is left of it). */
  lines: z
    .array(
      z.object({
        line: z.number({ error: 'Ligne invalide.' }).int({ error: 'Ligne invalide.' }).min(1),
        quantity: z
          .number({ error: 'Quantité invalide.' })
          .positive({ error: 'La quantité doit être positive.' })
          .max(100_000, { error: 'Quantité trop grande.' }),
      }),
    )
    .min(1, { error: 'Choisissez au moins une ligne.' })
    .max(200)
    .optional(),
});
export type CreateCreditNoteRequest = z.infer<typeof CreateCreditNoteRequest>;

export const InvoiceExportQuery = z
  .object({ from: CalendarDay, to: CalendarDay })
  .refine((q) => q.from <= q.to, { error: 'La période finit avant de commencer.', path: ['to'] })
  .refine((q) => new Date(`${q.to}T12:00:00Z`).getTime() - new Date(`${q.from}T12:00:00Z`).getTime() <= 366 * 864e5, {
    error: 'Une exportation couvre une année au plus.',
    path: ['to'],
  });
export type InvoiceExportQuery = z.input<typeof InvoiceExportQuery>;
