import type { WebRouteName } from '@boucherie/contract';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

type Placeholder = { title: string; text: string };

// Screens that later issues build; until then each says plainly what it will be.
const PLACEHOLDERS: Partial<Record<WebRouteName, Placeholder>> = {
  'account-login': { title: 'Connexion', text: 'La connexion à votre compte arrive très bientôt.' },
  'account-password': {
    title: 'Mot de passe oublié',
    text: 'Vous pourrez bientôt recevoir ici un lien pour changer de mot de passe.',
  },
  'account-profile': { title: 'Mon compte', text: 'Vous retrouverez bientôt ici vos coordonnées et vos préférences.' },
  'account-register': { title: 'Créer un compte', text: 'La création de compte arrive très bientôt.' },
  'account-reset-password': {
    title: 'Nouveau mot de passe',
    text: 'Vous pourrez bientôt choisir ici un nouveau mot de passe.',
  },
  'account-verify': { title: 'Vérifier mon compte', text: 'Vous saisirez bientôt ici le code reçu par SMS.' },
  cart: { title: 'Mon panier', text: 'Votre panier arrive très bientôt.' },
  cgv: { title: 'Conditions générales de vente', text: 'Nos conditions générales de vente seront publiées ici.' },
  confidentialite: {
    title: 'Politique de confidentialité',
    text: 'Notre politique de confidentialité sera publiée ici.',
  },
  'mentions-legales': { title: 'Mentions légales', text: 'Les mentions légales de la boutique seront publiées ici.' },
  'order-confirm': { title: 'Confirmer ma commande', text: 'La validation de commande arrive très bientôt.' },
  'order-history': { title: 'Mes commandes', text: 'Vous retrouverez bientôt ici toutes vos commandes.' },
  'order-options': {
    title: 'Retrait ou livraison',
    text: 'Vous choisirez bientôt ici la boutique ou l’adresse et le jour.',
  },
  'order-id': { title: 'Ma commande', text: 'Le détail de vos commandes arrive très bientôt.' },
};

function PlaceholderPage({ title, text }: Placeholder) {
  useDocumentTitle(title);
  return (
    <div className="flex max-w-2xl flex-col gap-3">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="text-gray-700">{text}</p>
      <Link
        to="/products-list"
        className="inline-flex min-h-11 items-center self-start font-semibold text-primary-800 underline"
      >
        Parcourir nos produits
      </Link>
    </div>
  );
}

export function placeholderFor(name: WebRouteName) {
  const placeholder = PLACEHOLDERS[name] ?? { title: 'Page en préparation', text: 'Cette page arrive très bientôt.' };
  return () => <PlaceholderPage {...placeholder} />;
}
