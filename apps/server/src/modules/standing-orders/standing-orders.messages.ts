import type { Order } from '@boucherie/contract';
import { frenchDay, frenchMoment } from '../../lib/french.js';
import { BUSINESS_NAME } from '../identity/business-name.js';
import { confirmationMail, orderPageLine } from '../orders/orders.messages.js';
import type { LeftOut } from './standing-order-view.js';

// The e-mails of a standing order's occurrence: the order placed (with what was left out), or why not.

const REASON_TEXT: Record<LeftOut['reason'], string> = {
  Withdrawn: 'n’est plus en vente',
  OutOfStock: 'est en rupture de stock',
  NotOffered: 'n’est pas proposé ce jour-là',
  SoldOut: 'est épuisé ce jour-là',
};

const title = (name: string | null) => (name ? ` «\u00a0${name}\u00a0»` : '');

/** Why nothing could be ordered: each article and what became of it. */
export const unavailableMessage = (leftOut: LeftOut[]) =>
  `Aucun article n’était disponible ce jour-là\u00a0: ${leftOut.map((l) => `«\u00a0${l.designation}\u00a0» ${REASON_TEXT[l.reason]}`).join(', ')}.`;

export function placedMail(
  order: Order,
  firstName: string,
  name: string | null,
  leftOut: LeftOut[],
  cutOffAt: Date,
  publicUrl: string,
) {
  const confirmation = confirmationMail(order, firstName, publicUrl);
  // The link to the order's page is in this e-mail's own sentence about changing it: not twice.
  const link = orderPageLine(order, publicUrl);
  const [greeting, blank, ...rest] = confirmation.text.split('\n').filter((line) => line !== link);
  const left = leftOut.map(
    (l) => `- ${l.designation} ${REASON_TEXT[l.reason]}\u00a0: nous l’avons retiré de la commande.`,
  );
  return {
    subject: `${BUSINESS_NAME} — commande récurrente\u00a0: n°\u00a0${order.number} pour le ${frenchDay(order.date)}`,
    text: [
      greeting,
      blank,
      `Comme prévu par votre commande récurrente${title(name)}, nous avons enregistré votre commande du ${frenchDay(order.date)}.`,
      ...(left.length > 0 ? ['', 'Non inclus cette fois\u00a0:', ...left] : []),
      '',
      `Vous pouvez modifier ses quantités ou l’annuler en ligne jusqu’au ${frenchMoment(cutOffAt)}\u00a0: ${publicUrl}/order/${order.id}. Pour sauter une prochaine date ou mettre la commande récurrente en pause, rendez-vous dans «\u00a0Mes commandes récurrentes\u00a0».`,
      '',
      ...rest,
    ].join('\n'),
  };
}

export function skippedMail(date: string, firstName: string, name: string | null, message: string) {
  return {
    subject: `${BUSINESS_NAME} — commande récurrente\u00a0: pas de commande le ${frenchDay(date)}`,
    text: [
      `Bonjour ${firstName},`.replace(' ,', ','),
      '',
      `Votre commande récurrente${title(name)} n’a pas pu être passée pour le ${frenchDay(date)}.`,
      message,
      '',
      'Les prochaines dates restent prévues. Vous pouvez aussi commander vous-même pour une autre date.',
      `À bientôt chez ${BUSINESS_NAME}\u00a0!`,
    ].join('\n'),
  };
}
