import type { Article } from '@boucherie/contract';
import { useLocation, useNavigate } from 'react-router';
import { HeartIcon } from '../../../components/ui/icons';
import { showToast } from '../../../lib/toast';
import { useSession } from '../../session/use-session';
import { useToggleFavorite } from '../api/set-favorite';

/** The heart: keeps an article among the user's favourites; a visitor is invited to log in. */
export function FavoriteToggle({ article, className = '' }: { article: Article; className?: string }) {
  const { isLoggedIn } = useSession();
  const toggle = useToggleFavorite();
  const navigate = useNavigate();
  const location = useLocation();
  // While the change travels, the heart already shows it.
  const pressed = toggle.isPending ? toggle.variables.favorite : article.isFavorite;

  function onClick() {
    if (!isLoggedIn) {
      const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
      void showToast('info', 'Connectez-vous pour retrouver vos articles favoris sur tous vos appareils.', {
        id: 'favorites-login',
        action: { label: 'Se connecter', onClick: () => void navigate(`/account/login?redirect=${redirect}`) },
      });
      return;
    }
    toggle.mutate({ id: article.id, favorite: !pressed });
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={isLoggedIn ? pressed : false}
      aria-label={`Favori\u00a0: ${article.designation}`}
      title={pressed ? 'Retirer de mes favoris' : 'Ajouter à mes favoris'}
      className={`flex size-11 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-gray-300 hover:bg-white ${
        pressed ? 'text-promo-700' : 'text-gray-700 hover:text-promo-700'
      } ${className}`}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}
