// The catalogue feature's public face: other features import from here, never from its files (issue 31).
export { articleQueryOptions } from './api/get-article';
export { ArticleThumbnail } from './components/article-thumbnail';
export { guestsFor, MAX_GUESTS, portionQuantity } from './lib/portions';
export { type PriceSpace, priceInSpace } from './lib/price-in-space';
