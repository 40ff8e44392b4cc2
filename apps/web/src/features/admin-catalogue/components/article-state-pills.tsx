import { type AdminArticle, parisDateTime } from '@boucherie/contract';
import { formatDate, formatTime } from '../../../lib/format';

const pill = 'inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold';

/** A discount set for later says when it starts, so the owner sees it is planned (Paris time); null otherwise. */
export function scheduledDiscount(article: AdminArticle, now: Date = new Date()): string | null {
  const starts = article.discountStartsAt;
  if (article.discountIsActive || article.discountedPrice === null || !starts) return null;
  if (starts <= parisDateTime(now)) return null;
  const [day = '', time = ''] = starts.split('T');
  return `Promo dès le ${formatDate(day)} à ${formatTime(time)}`;
}

/** An article's state in words and colour together (never colour alone). */
export function ArticleStatePills({ article }: { article: AdminArticle }) {
  if (article.withdrawnAt) return <span className={`${pill} bg-gray-200 text-gray-800`}>Retiré de la vente</span>;
  const planned = scheduledDiscount(article);
  return (
    <span className="flex flex-wrap gap-1">
      {article.isActive ? (
        <span className={`${pill} bg-green-100 text-green-900`}>En vente</span>
      ) : (
        <span className={`${pill} bg-gray-200 text-gray-800`}>Hors vente</span>
      )}
      {article.isOutOfStock && <span className={`${pill} bg-amber-100 text-amber-900`}>En rupture</span>}
      {article.discountIsActive && <span className={`${pill} bg-red-100 text-red-900`}>Promo</span>}
      {planned && <span className={`${pill} border border-red-300 bg-white text-red-900`}>{planned}</span>}
      {article.isHighlighted && <span className={`${pill} bg-blue-100 text-blue-900`}>Mis en avant</span>}
    </span>
  );
}
