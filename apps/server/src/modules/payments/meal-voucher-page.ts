import { escapeHtml } from '../../lib/text.js';
import { hostedPage } from './hosted-page.js';
import { awaitsAnswer } from './meal-voucher-answer.js';
import type { VoucherPageRow } from './meal-voucher-page.repository.js';
import type { PaymentRow } from './payments.repository.js';

// The demo titres-restaurant provider's page (issue 41, ADR 073), server-rendered like the card's
// (demo-checkout-page.ts): the customer pays the titres' part or refuses it, before the card's page. A real
// CONECS acceptor's hosted form takes its place.

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const euros = (cents: number) => EUROS.format(cents / 100);

const STYLE = `
  dl { display: grid; grid-template-columns: 1fr auto; gap: 0.5rem 1rem; margin: 1.5rem 0 0; align-items: baseline; }
  dt { color: #44403c; }
  dd { margin: 0; font-weight: 700; text-align: right; font-variant-numeric: tabular-nums; }
  dd.voucher { font-size: 1.5rem; }
  .done { background: #f0fdf4; color: #14532d; border-radius: 0.5rem; padding: 0.75rem; }
  a.next { display: inline-flex; align-items: center; min-height: 48px; color: #1d4ed8; font-weight: 600; }
  @media (max-width: 30rem) { main { margin: 1rem 0.5rem; padding: 1.5rem 1.25rem; } }`;

type Closed = { text: string; ended: boolean };

/** What became of the titres once answered (or of their order), in the customer's words; null while awaited. */
function closedText(page: VoucherPageRow, card: PaymentRow | undefined): Closed | null {
  if (awaitsAnswer(page, card)) return null;
  if (page.status === 'declined')
    return {
      text: `Titres-restaurant refusés\u00a0: la carte paie toute la commande, ${euros(page.total_ttc_cents)}.`,
      ended: false,
    };
  if (page.status === 'pending' || page.status === 'captured')
    return { text: `Vos titres-restaurant paient ${euros(page.amount_cents)} de cette commande.`, ended: false };
  if (page.order_status === 'Cancelled')
    return { text: 'Cette commande est annulée\u00a0: rien n’a été débité de vos titres-restaurant.', ended: true };
  return {
    text: 'Cette page n’attend plus de réponse\u00a0: rien n’a été débité de vos titres-restaurant.',
    ended: true,
  };
}

/**
 * The page: the provider's name, the order's number, the titres' part and the card's rest, and one form
 * « Payer 18,40 € en titres-restaurant » / « Refuser »; once answered, what became of them and the way on
 * (`next`: the card's page while it waits, else the order's).
 */
export function mealVoucherPage(
  label: string,
  page: VoucherPageRow,
  card: PaymentRow | undefined,
  next: { href: string; text: string },
): string {
  const closed = closedText(page, card);
  const parts =
    closed && page.status !== 'pending' && page.status !== 'captured'
      ? ''
      : `<dl>
<dt>Part en titres-restaurant\u00a0:</dt>
<dd class="voucher">${euros(page.amount_cents)}</dd>
<dt>Reste par carte\u00a0:</dt>
<dd>${euros(page.total_ttc_cents - page.amount_cents)}</dd>
</dl>`;
  const answer = closed
    ? `<p class="${closed.ended ? 'alert' : 'done'}" role="status">${escapeHtml(closed.text)}</p>
<p><a class="next" href="${escapeHtml(next.href)}">${escapeHtml(next.text)}</a></p>`
    : `<form method="post">
<button class="primary" name="action" value="payer">Payer ${euros(page.amount_cents)} en titres-restaurant</button>
<button name="action" value="refuser">Refuser</button>
</form>
<p class="note">Si vous refusez, la carte paie toute la commande.</p>`;
  return hostedPage(
    escapeHtml(label),
    `<p class="note">Aucune carte titre-restaurant n’est demandée et rien n’est débité\u00a0: cette page remplace celle du prestataire de titres-restaurant.</p>
<p>Commande n°\u00a0${escapeHtml(page.number)}</p>
${parts}
${answer}`,
    STYLE,
  );
}
