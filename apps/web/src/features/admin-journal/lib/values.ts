import { formatEuros } from '../../../lib/format';

// The values before and after a change, as words: "Statut : À confirmer → À préparer".

const FIELD_LABELS: Record<string, string> = {
  status: 'Statut',
  weighedGrams: 'Poids pesé',
  unavailable: 'Indisponible',
  proApproved: 'Compte pro validé',
  anonymised: 'Anonymisé',
  reason: 'Motif',
  orders: 'Commandes',
  role: 'Rôle',
  shops: 'Boutiques',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  revoked: 'Accès révoqué',
  designation: 'Désignation',
  pricePerUnit: 'Prix TTC',
  purchasePricePerUnit: 'Prix pro HT',
  discountedPrice: 'Prix remisé TTC',
  discountedPurchasePricePerUnit: 'Prix remisé pro HT',
  name: 'Nom',
  capacity: 'Capacité',
};

const WORDS: Record<string, string> = {
  Pending: 'À confirmer',
  Confirmed: 'À préparer',
  Ready: 'Prête',
  Completed: 'Remise',
  Cancelled: 'Annulée',
  staff: 'Personnel',
  admin: 'Gérant',
  customer: 'Client',
};

const PRICE_FIELDS = /price/i;

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** One value in words: "Oui", "—", "1,15 kg", "12,50 €", "METZ-CENTRE, WOIPPY". */
export function describeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (Array.isArray(value)) return value.length === 0 ? 'aucune' : value.map((v) => describeValue(field, v)).join(', ');
  if (typeof value === 'number') {
    if (field === 'weighedGrams') return `${String(value / 1000).replace('.', ',')}\u00a0kg`;
    if (PRICE_FIELDS.test(field)) return formatEuros(value);
    return String(value).replace('.', ',');
  }
  if (typeof value === 'string') return WORDS[value] ?? value;
  return JSON.stringify(value);
}

export type Change = { field: string; label: string; before: string | null; after: string | null };

/** The fields of a change, each with its value before (null: a creation) and after (null: a removal). */
export function describeChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Change[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: before && field in before ? describeValue(field, before[field]) : null,
    after: after && field in after ? describeValue(field, after[field]) : null,
  }));
}
