import { type Article, FEW_LEFT } from '@boucherie/contract';
import { Link } from 'react-router';
import { formatDate, formatQuantity } from '../../../lib/format';

type Props = {
  article: Pick<Article, 'remaining' | 'nextDateWithSome' | 'saleUnit'> & { box?: Article['box'] };
  /** The day the catalogue is read for, "2026-12-24". */
  date: string;
  /** The same list on another day. */
  hrefFor: (date: string) => string;
};

const left = (remaining: number, unit: Article['saleUnit'], isBox: boolean) =>
  isBox ? `${remaining}\u00a0colis` : unit === 'piece' ? String(remaining) : formatQuantity(remaining, unit);

/**
 * What is left of an article's quota on the day shown (issue 40): « Plus que 3 » when few are left,
 * « Épuisé pour le 24 décembre » at zero with the nearest day that has some. Nothing without a quota.
 */
export function QuotaNotice({ article, date, hrefFor }: Props) {
  const { remaining, nextDateWithSome } = article;
  if (remaining === null || remaining === undefined || remaining > FEW_LEFT) return null;
  if (remaining > 0) {
    return (
      <p className="text-sm font-semibold text-amber-800" data-testid="quota-notice">
        Plus que {left(remaining, article.saleUnit, Boolean(article.box))}
      </p>
    );
  }
  return (
    <div className="text-sm" data-testid="quota-notice">
      <p className="font-semibold text-red-800">Épuisé pour le {formatDate(`${date}T12:00:00Z`, 'dayMonth')}</p>
      {nextDateWithSome && (
        <Link
          to={hrefFor(nextDateWithSome)}
          className="relative z-10 inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
        >
          Encore disponible le {formatDate(`${nextDateWithSome}T12:00:00Z`, 'long')}
        </Link>
      )}
    </div>
  );
}
