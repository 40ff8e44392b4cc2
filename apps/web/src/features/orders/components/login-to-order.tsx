import { Link } from 'react-router';

const button = 'inline-flex min-h-12 items-center justify-center rounded-lg px-5 text-lg font-semibold';
const ORDER = encodeURIComponent('/order-options');

/**
 * A visitor logs in before choosing anything: a login sets the order mode and day afresh (the
 * specification), so nothing is chosen here that the login would undo. Only the cart travels, and it does.
 */
export function LoginToOrder({ articleCount }: { articleCount: number }) {
  return (
    <section
      aria-labelledby="login-to-order-title"
      className="flex flex-col gap-4 rounded-xl border border-primary-200 bg-primary-50 p-5"
    >
      <h2 id="login-to-order-title" className="text-xl font-bold text-gray-900">
        Connectez-vous pour commander
      </h2>
      <p className="text-gray-900">
        Votre panier ({articleCount}&nbsp;article{articleCount > 1 ? 's' : ''}) vous attend. Après la connexion, vous
        choisirez le retrait en boutique ou la livraison, puis le jour.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to={`/account/login?redirect=${ORDER}`}
          className={`${button} bg-primary-700 text-white hover:bg-primary-800`}
        >
          Se connecter
        </Link>
        <Link
          to={`/account/register?redirect=${ORDER}`}
          className={`${button} border border-gray-400 bg-white text-gray-900 hover:bg-gray-100`}
        >
          Créer un compte
        </Link>
      </div>
    </section>
  );
}
