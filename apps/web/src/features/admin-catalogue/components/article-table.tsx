import type { AdminArticle } from '@boucherie/contract';
import { Link } from 'react-router';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { Photo } from '../../../components/ui/photo';
import { formatEuros } from '../../../lib/format';
import { ArticleStatePills } from './article-state-pills';

const unit = (a: AdminArticle) => (a.saleUnit === 'kg' ? '/\u00a0kg' : '/\u00a0pièce');

/** The price for customers: the discounted one over the struck usual one while a discount runs. */
function CustomerPrice({ article: a }: { article: AdminArticle }) {
  return a.discountIsActive && a.discountedPrice !== null ? (
    <>
      <span className="font-semibold text-red-800">
        {formatEuros(a.discountedPrice)} {unit(a)}
      </span>
      <br />
      <s className="text-sm text-gray-600">{formatEuros(a.pricePerUnit)}</s>
    </>
  ) : (
    <span className="font-semibold">
      {formatEuros(a.pricePerUnit)} {unit(a)}
    </span>
  );
}

/** One article: its photo, its name linking to its page, its prices and its state. */
function ArticleRow({ article: a }: { article: AdminArticle }) {
  return (
    <tr className="border-b border-gray-100 last:border-0 hover:bg-gray-50">
      <td className="p-2">
        <Photo src={a.imageUrl} width={64} className="w-16 rounded" />
      </td>
      <td className="p-3">
        <Link
          to={`/admin/articles/${a.id}`}
          className="inline-flex min-h-12 flex-col justify-center font-semibold text-primary-800 underline-offset-2 hover:underline"
        >
          {a.designation}
          <span className="text-sm font-normal text-gray-700">
            {a.category} · {a.subFamily}
          </span>
        </Link>
      </td>
      <td className="p-3 text-right tabular-nums">
        <CustomerPrice article={a} />
      </td>
      <td className="p-3 text-right tabular-nums">{formatEuros(a.purchasePricePerUnit)}</td>
      <td className="p-3">
        <ArticleStatePills article={a} />
      </td>
    </tr>
  );
}

/** The page of articles as a dense table, one row per article. */
export function ArticleTable({
  articles,
  totalCount,
  pageNumber,
}: {
  articles: AdminArticle[];
  totalCount: number;
  pageNumber: number;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">
          Articles du catalogue ({totalCount}), page {pageNumber}
        </caption>
        <ColumnHeaders
          className="border-b border-gray-200 text-sm text-gray-700"
          cellClass="p-3"
          columns={[
            { label: <span className="sr-only">Photo</span>, className: 'w-20 p-3' },
            { label: 'Article' },
            { label: 'Prix TTC', className: 'p-3 text-right' },
            { label: 'Prix pro HT', className: 'p-3 text-right' },
            { label: 'État' },
          ]}
        />
        <tbody>
          {articles.map((a) => (
            <ArticleRow key={a.id} article={a} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
