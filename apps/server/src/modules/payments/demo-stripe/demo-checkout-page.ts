import { escapeHtml } from '../../../lib/text.js';
import type { Session } from './demo-stripe-objects.js';

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f5f5f4; color: #1c1917; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 0.75rem; padding: 2rem;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
  .note { color: #44403c; }
  .alert { background: #fef2f2; color: #991b1b; border-radius: 0.5rem; padding: 0.75rem; }
  form { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
  button { min-height: 48px; font: inherit; font-size: 1rem; border-radius: 0.5rem; border: 1px solid #78716c; background: #fff;
           color: #1c1917; cursor: pointer; }
  button.primary { background: #7f1d1d; border-color: #7f1d1d; color: #fff; font-weight: 600; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }`;

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
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Paiement de démonstration</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Paiement de démonstration</h1>
<p class="note">Aucune carte n’est demandée et rien n’est prélevé\u00a0: cette page remplace celle de Stripe tant que la boutique n’a pas de compte.</p>
${alert}
${what}
<form method="post">
${buttons}
</form>
</main>
</body>
</html>`;
}
