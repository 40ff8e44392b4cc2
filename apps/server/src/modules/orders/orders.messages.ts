import type { Order } from '@boucherie/contract';
import { BUSINESS_NAME } from '../../db/seed/shops.data.js';
import { formatEuros } from '../../lib/money.js';

// The French texts of the order confirmation. The SMS stays short: one or two segments.

const DAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "samedi 21 novembre" for "2026-11-21". */
export const frenchDay = (date: string) => DAY.format(new Date(`${date}T12:00:00Z`));
const quantity = (line: Order['lines'][number]) =>
  line.saleUnit === 'kg'
    ? `${String(line.quantity).replace('.', ',')}\u00a0kg`
    : `${line.quantity}\u00a0pièce${line.quantity > 1 ? 's' : ''}`;
const percent = (rate: number) => `${String(rate).replace('.', ',')}\u00a0%`;

function place(order: Order): string {
  if (order.mode === 'Pickup') {
    const { shop } = order;
    return `Retrait le ${frenchDay(order.date)} à la boutique ${shop.name}, ${shop.address.street}, ${shop.address.postCode} ${shop.address.city}.`;
  }
  const a = order.address;
  return `Livraison le ${frenchDay(order.date)} chez ${a?.firstName} ${a?.lastName}, ${a?.street}, ${a?.postcode} ${a?.city}.`;
}

export function confirmationMail(order: Order, firstName: string) {
  const unit = order.priceBasis;
  const lines = order.lines.map((line) => {
    const estimate = line.isEstimated ? ' (estimation)' : '';
    const note = line.preparationNote ? `\n    Préparation\u00a0: ${line.preparationNote}` : '';
    return `- ${line.designation} — ${quantity(line)} × ${formatEuros(line.unitPrice)} ${unit} = ${formatEuros(line.lineTotal)} ${unit}${estimate}${note}`;
  });
  const totals = [
    ...(order.deliveryFee > 0 ? [`Frais de livraison\u00a0: ${formatEuros(order.deliveryFee)} ${unit}`] : []),
    `Total HT\u00a0: ${formatEuros(order.totalHT)}`,
    ...order.vatByRate.map((v) => `TVA ${percent(v.rate)}\u00a0: ${formatEuros(v.amount)}`),
    `Total TTC\u00a0: ${formatEuros(order.totalTTC)}`,
  ];
  return {
    subject: `${BUSINESS_NAME} — commande n°\u00a0${order.number} enregistrée`,
    text: [
      `Bonjour ${firstName},`.replace(' ,', ','),
      '',
      `Merci pour votre commande n°\u00a0${order.number}. Nous l’avons bien reçue.`,
      place(order),
      ...(order.comment ? [`Votre commentaire\u00a0: ${order.comment}`] : []),
      '',
      'Vos articles\u00a0:',
      ...lines,
      '',
      ...totals,
      ...(order.hasEstimatedLines
        ? [
            '',
            'Les articles au poids sont pesés lors de la préparation\u00a0: le montant indiqué est une estimation, ajustée au poids réel.',
          ]
        : []),
      '',
      `Pour toute question, appelez la boutique au ${order.shop.phone}.`,
      `À bientôt chez ${BUSINESS_NAME}\u00a0!`,
    ].join('\n'),
  };
}

export const confirmationSms = (order: Order) =>
  `${BUSINESS_NAME}\u00a0: commande n°\u00a0${order.number} enregistrée, à retirer le ${frenchDay(order.date)} à ${order.shop.name}. Total${order.hasEstimatedLines ? ' estimé' : ''}\u00a0: ${formatEuros(order.totalTTC)} TTC.`;
