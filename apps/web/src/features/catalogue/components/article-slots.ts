import type { Article } from '@boucherie/contract';
import type { ReactNode } from 'react';

/**
 * What the page around a list puts on each article (the favourite heart, the add-to-cart controls):
 * the catalogue shows articles and knows nothing of the cart or the favourites.
 */
export type ArticleSlots = {
  renderFavorite?: ((article: Article) => ReactNode) | undefined;
  renderActions?: ((article: Article) => ReactNode) | undefined;
  /** A word under the article for the day shown (« Plus que 3 », « Épuisé pour le 24 décembre »). */
  renderNotice?: ((article: Article) => ReactNode) | undefined;
};
