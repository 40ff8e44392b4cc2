import type { LoginReason } from '../lib/login-reason';

const box = 'flex flex-col gap-2 rounded-xl border border-primary-200 bg-primary-50 p-4 text-gray-900';

/** Says why the visitor is asked to log in, and that what they started is kept. */
export function LoginReasonNotice({
  reason,
  onBackToParticulier,
}: {
  reason: LoginReason;
  onBackToParticulier: () => void;
}) {
  if (reason === 'order') {
    return (
      <section aria-labelledby="login-reason" className={box}>
        <h2 id="login-reason" className="font-semibold">
          Pour valider votre commande
        </h2>
        <p>
          Connectez-vous, ou créez votre compte, puis choisissez le retrait en boutique ou la livraison et le jour.
          Votre panier vous attend.
        </p>
      </section>
    );
  }
  if (reason === 'pro') {
    return (
      <section aria-labelledby="login-reason" className={box}>
        <h2 id="login-reason" className="font-semibold">
          Espace professionnel
        </h2>
        <p>
          Les prix HT et la livraison aux professionnels sont réservés aux comptes professionnels (restaurants,
          traiteurs…). Connectez-vous avec votre compte pro, ou créez-en un.
        </p>
        <p>
          Pour demander un compte professionnel, créez votre compte en choisissant «&nbsp;Professionnel&nbsp;», avec
          votre raison sociale et votre numéro de TVA&nbsp;: la boutique le valide, puis vous voyez les prix HT.
        </p>
        <button
          type="button"
          onClick={onBackToParticulier}
          className="inline-flex min-h-11 items-center self-start font-semibold text-primary-800 underline"
        >
          Revenir à l’espace particulier
        </button>
      </section>
    );
  }
  if (reason === 'page') {
    return (
      <p role="note" className={box}>
        Cette page fait partie de votre compte&nbsp;: connectez-vous pour l’ouvrir.
      </p>
    );
  }
  return null;
}
