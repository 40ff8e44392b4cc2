import { escapeHtml } from '../../../lib/text.js';
import { hostedPage } from '../hosted-page.js';
import type { Session } from './demo-stripe-objects.js';

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/**
 * The demo provider's hosted page: what Stripe's would be, without a card. « Paiement de démonstration »
 * says plainly that nothing is taken.
 */
export function demoCheckoutPage(session: Session, message: string | null): string {
  const ended = session.status !== 'open';
  const saving = session.mode === 'setup';
  const what = saving
    ? '<p class="note">Votre carte est enregistrée avec votre accord, puis le montant de la commande est bloqué avant sa préparation.</p>'
    : `<p class="amount">${EUROS.format((session.amount_total ?? 0) / 100)}</p>
       <p class="note">Montant maximum bloqué sur la carte. Seul le poids réel sera prélevé.</p>`;
  const buttons = ended
    ? '<p class="alert" role="alert">Cette page de paiement est close.</p>'
    : saving
      ? `<button class="primary" name="action" value="autoriser">Authentification 3-D Secure</button>
         <button name="action" value="carte-refusee">Enregistrer une carte qui sera refusée plus tard</button>
         <button name="action" value="abandonner">Retour à la boutique</button>`
      : `<button class="primary" name="action" value="autoriser">Autoriser</button>
         <button name="action" value="refuser">Refuser</button>
         <button name="action" value="abandonner">Retour à la boutique</button>`;
  const alert = message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
  return hostedPage(
    'Paiement de démonstration',
    `<p class="note">Aucune carte n’est demandée et rien n’est prélevé\u00a0: cette page remplace celle de Stripe tant que la boutique n’a pas de compte.</p>
${alert}
${what}
<form method="post">
${buttons}
</form>`,
  );
}
