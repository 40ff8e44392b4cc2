import {
  type CustomerExport,
  type ExportedInvoice,
  type ExportedOrder,
  type ExportedPayment,
  type ExportedStandingOrder,
  type OrderStatus,
  PAYMENT_STATUS_TEXT,
  PAYMENT_TERMS_TEXT,
  type PaymentMethod,
} from '@boucherie/contract';
import { frenchDayWithYear, frenchTime, parisClock } from '../../lib/french.js';
import { escapeHtml } from '../../lib/text.js';
import { formatEuros, modeText, phoneText, quantityText, unitPriceText } from '../documents/print-format.js';
import { PAGE_STYLE } from './customer-data-page.style.js';

// The GDPR copy as a page the customer reads and prints: the JSON export's data (one reading, one journal
// entry), in their words. Every value from the database goes through `text()`; the page carries no script.

/** Escaped text; a missing value reads « — ». */
const text = (value: string | null | undefined) => (value ? escapeHtml(value) : '—');

/** A copy is read years later: the year is always said. */
const day = frenchDayWithYear;
/** "samedi 21 novembre 2026 à 18 h 05", on Paris clocks. */
function moment(at: string) {
  const [date = '', time = ''] = parisClock(new Date(at)).split('T');
  return `${day(date)} à ${frenchTime(time.slice(0, 5))}`;
}
const yes = (value: boolean) => (value ? 'Oui' : 'Non');
const percent = (rate: number) => `${String(rate).replace('.', ',')}\u00a0%`;
const quantity = (value: number, unit: 'kg' | 'piece' | 'service') =>
  unit === 'service' ? '—' : quantityText(value, unit);
const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

const STATUS: Record<OrderStatus, string> = {
  Pending: 'Reçue',
  Confirmed: 'Confirmée',
  Ready: 'Prête',
  Completed: 'Remise',
  Cancelled: 'Annulée',
};

function fields(rows: [string, string][]) {
  return `<dl>${rows.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join('')}</dl>`;
}

function table(head: string[], rows: string[][], numeric: number[] = []) {
  const cell = (tag: 'th' | 'td', value: string, i: number) =>
    `<${tag}${numeric.includes(i) ? ' class="n"' : ''}>${value}</${tag}>`;
  return `<table><thead><tr>${head.map((h, i) => cell('th', h, i)).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((v, i) => cell('td', v, i)).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

const section = (title: string, body: string, empty: string) =>
  `<section><h2>${title}</h2>${body || `<p class="empty">${empty}</p>`}</section>`;

function account(a: CustomerExport['account']) {
  const address = [a.streetAndNumber, `${a.postCode} ${a.locality}`.trim(), a.country].filter(Boolean);
  const kind =
    a.userType === 2 ? `Professionnel (${a.proStatus === 'approved' ? 'validé' : 'en attente'})` : 'Particulier';
  return fields([
    ['Nom', text(`${a.firstName} ${a.lastName}`.trim())],
    ['Compte', kind],
    ...(a.userType === 2
      ? ([
          ['Société', text(a.company)],
          ['N° de TVA', text(a.vatNumber)],
        ] as [string, string][])
      : []),
    ['E-mail', text(a.email)],
    ['Second e-mail', text(a.email2)],
    ['Téléphone', text(a.phoneNumber && phoneText(a.phoneNumber))],
    ['Second téléphone', text(a.phoneNumber2 && phoneText(a.phoneNumber2))],
    ['Adresse', address.length > 0 ? address.map(text).join('<br>') : '—'],
    ['Boutique préférée', text(a.favoriteStore)],
    ['Lettre d’information', yes(a.wantsNewsletter)],
    ['Compte vérifié', yes(a.isVerified)],
    ...(a.paymentTerms ? ([['Conditions de paiement', PAYMENT_TERMS_TEXT[a.paymentTerms]]] as [string, string][]) : []),
    ['Compte créé le', moment(a.createdAt)],
    ['Dernière modification', moment(a.updatedAt)],
  ]);
}

function order(o: ExportedOrder) {
  const where =
    o.mode === 'Delivery' && o.address
      ? `Livraison à ${text(`${o.address.firstName} ${o.address.lastName}`)}, ${text(o.address.street)}, ${text(o.address.postcode)} ${text(o.address.city)}`
      : `${modeText(o.mode)} à ${text(o.shop.name)}`;
  const window = o.timeWindow ? `, de ${frenchTime(o.timeWindow.starts)} à ${frenchTime(o.timeWindow.ends)}` : '';
  const lines = table(
    ['Article', 'Quantité', 'Prix', 'TVA', `Montant ${o.priceBasis}`],
    o.lines.map((l) => [
      `${text(l.designation)}${l.preparationNote ? `<br><small>${text(l.preparationNote)}</small>` : ''}${l.isUnavailable ? ' <small>(indisponible)</small>' : ''}`,
      `${quantityText(l.quantity, l.saleUnit)}${l.weighedQuantity !== null ? `<br><small>pesé ${quantityText(l.weighedQuantity, 'kg')}</small>` : ''}`,
      unitPriceText(l.unitPrice, l.saleUnit),
      percent(l.vatRate),
      formatEuros(l.lineTotal),
    ]),
    [1, 2, 3, 4],
  );
  const history = o.history.map((h) => `<li>${moment(h.at)}\u00a0: ${text(h.detail)}</li>`).join('');
  const details = fields([
    ['État', STATUS[o.status]],
    ['Où', `${where}${window}`],
    ['Passée le', moment(o.createdAt)],
    ['Votre commentaire', text(o.comment)],
    ...(o.mode === 'Delivery'
      ? ([['Instructions de livraison', text(o.deliveryInstructions)]] as [string, string][])
      : []),
  ]);
  const vat = o.vatByRate.map((v) => `${percent(v.rate)}\u00a0: ${formatEuros(v.amount)}`).join(', ');
  const fee = o.deliveryFee > 0 ? ` (dont livraison ${formatEuros(o.deliveryFee)})` : '';
  const totals = `Total HT ${formatEuros(o.totalHT)} · TVA ${vat} · <strong>Total TTC ${formatEuros(o.totalTTC)}</strong>${fee}`;
  const title = `Commande n°\u00a0${text(o.number)} — ${day(o.date)}`;
  return `<article><h3>${title}</h3>${details}${lines}<p class="totals">${totals}</p><h4>Historique</h4><ul>${history}</ul></article>`;
}

function standingOrder(s: ExportedStandingOrder) {
  const days = s.weekdays.map((d) => WEEKDAYS[d - 1]).join(', ');
  const dates = s.occurrences.map(
    (o) =>
      `<li>${day(o.date)}\u00a0: ${o.status === 'Placed' ? `commande n°\u00a0${text(o.order?.number)}` : `passée${o.message ? ` (${text(o.message)})` : ''}`}</li>`,
  );
  const details = fields([
    ['Jours', days],
    ['Du', `${day(s.startDate)}${s.endDate ? ` au ${day(s.endDate)}` : ''}`],
    ['Où', `${modeText(s.mode)}${s.shop ? ` à ${text(s.shop.name)}` : ''}`],
    ['En pause', yes(s.paused)],
    ['Votre commentaire', text(s.comment)],
  ]);
  const lines = table(
    ['Article', 'Quantité'],
    s.lines.map((l) => [text(l.designation), quantityText(l.quantity, l.saleUnit)]),
    [1],
  );
  const decided = dates.length > 0 ? `<h4>Dates passées ou décidées</h4><ul>${dates.join('')}</ul>` : '';
  return `<article><h3>${text(s.name ?? 'Commande récurrente')}</h3>${details}${lines}${decided}</article>`;
}

function documents(items: ExportedInvoice[]) {
  if (items.length === 0) return '';
  return table(
    ['N°', 'Date', 'Commande', 'Lignes', 'Total TTC', 'Payée le'],
    items.map((d) => [
      text(d.number),
      day(d.issueDate),
      text(d.orderNumber),
      d.lines.map((l) => `${text(l.designation)} (${quantity(l.quantity, l.unit)})`).join('<br>'),
      formatEuros(d.totalTtc),
      d.paidOn ? day(d.paidOn) : '—',
    ]),
    [4],
  );
}

const METHOD: Record<PaymentMethod, string> = {
  online: 'Carte, en ligne',
  meal_voucher: 'Titres-restaurant et carte, en ligne',
  counter: 'À la boutique',
  on_account: 'Sur relevé',
};

function payments(items: ExportedPayment[]) {
  if (items.length === 0) return '';
  return table(
    ['Commande', 'Moyen', 'État', 'Bloqué', 'Prélevé', 'Remboursé', 'Depuis le'],
    items.map((p) => [
      text(p.orderNumber),
      METHOD[p.method],
      PAYMENT_STATUS_TEXT[p.status],
      formatEuros(p.heldAmount),
      formatEuros(p.capturedAmount),
      formatEuros(p.refundedAmount),
      moment(p.createdAt),
    ]),
    [3, 4, 5],
  );
}

/** The whole page: every part of the export, each under the heading the customer would give it. */
export function customerDataPage(data: CustomerExport): string {
  const a = data.account;
  const name = text(`${a.firstName} ${a.lastName}`.trim());
  const body = [
    section('Votre compte', account(a), ''),
    section('Vos commandes', data.orders.map(order).join(''), 'Aucune commande.'),
    section('Vos paiements', payments(data.payments), 'Aucun paiement.'),
    section(
      'Vos commandes récurrentes',
      data.standingOrders.map(standingOrder).join(''),
      'Aucune commande récurrente.',
    ),
    section('Vos factures', documents(data.invoices), 'Aucune facture.'),
    section('Vos avoirs', documents(data.creditNotes), 'Aucun avoir.'),
    section(
      'Votre panier',
      data.cart.length > 0
        ? table(
            ['Article', 'Quantité', 'Ajouté le'],
            data.cart.map((c) => [text(c.designation), quantityText(c.quantity, c.saleUnit), moment(c.updatedAt)]),
            [1],
          )
        : '',
      'Votre panier est vide.',
    ),
    section(
      'Vos favoris',
      data.favorites.length > 0
        ? `<ul>${data.favorites.map((f) => `<li>${text(f.designation)}, depuis le ${day(f.createdAt)}</li>`).join('')}</ul>`
        : '',
      'Aucun favori.',
    ),
    section(
      'Vos connexions',
      data.sessions.length > 0
        ? `<ul>${data.sessions.map((s) => `<li>Connexion le ${moment(s.createdAt)}, valable jusqu’au ${moment(s.expiresAt)}</li>`).join('')}</ul>`
        : '',
      'Aucune connexion en cours.',
    ),
  ].join('\n');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vos données — ${name}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<header><h1>Vos données chez ${text(data.business)}</h1>
<p>Copie des données de ${name}, établie le ${moment(data.exportedAt)} au titre de votre droit d’accès (RGPD). Votre mot de passe n’y figure pas\u00a0: nous ne le connaissons pas.</p></header>
${body}
</body>
</html>
`;
}
