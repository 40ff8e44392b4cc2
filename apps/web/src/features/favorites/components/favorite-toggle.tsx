import type { Article } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { HeartIcon } from '../../../components/ui/icons';
import { showToast } from '../../../lib/toast';
import { isLoggedInNow } from '../../session';
import { toggleFavorite } from '../api/set-favorite';

/** The heart: keeps an article among the user's favourites; a visitor is invited to log in. */
export function FavoriteToggle({ article, className = '' }: { article: Article; className?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // The article comes from the cache, which shows a change while it travels (a visitor's are all false).
  const pressed = article.isFavorite;

  function onClick() {
    // Who is there is read at the click: the hearts of a long list need not each follow the session.
    if (!isLoggedInNow(queryClient)) {
      const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
      void showToast('info', 'Connectez-vous pour retrouver vos articles favoris sur tous vos appareils.', {
        id: 'favorites-login',
        action: { label: 'Se connecter', onClick: () => void navigate(`/account/login?redirect=${redirect}`) },
      });
      return;
    }
    // A server failure has its toast (the API client's); the lists are fetched again.
    toggleFavorite(queryClient, { id: article.id, favorite: !pressed }).catch(() => {});
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
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
