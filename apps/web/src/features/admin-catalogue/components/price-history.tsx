import type { AdminArticleDetail } from '@boucherie/contract';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { formatDateTime, formatEuros } from '../../../lib/format';

/** Every regular price the article had, newest first: where the struck-out reference price comes from. */
export function PriceHistory({ article }: { article: AdminArticleDetail }) {
  return (
    <section aria-labelledby="price-history" className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="price-history" className="text-lg font-bold">
        Historique des prix
      </h2>
      <p className="text-sm text-gray-700">
        {`Prix de référence (le plus bas des 30 derniers jours)\u00a0: ${formatEuros(article.referencePrice)}`}
      </p>
      <table className="w-full text-left text-sm">
        <ColumnHeaders
          className="text-gray-700"
          cellClass="py-1"
          columns={[
            { label: 'Depuis le' },
            { label: 'TTC', className: 'py-1 ps-3 text-right' },
            { label: 'Pro HT', className: 'py-1 ps-3 text-right' },
          ]}
        />
        <tbody>
          {article.priceHistory.map((p) => (
            <tr key={p.validFrom} className="border-t border-gray-100">
              <td className="py-1.5">{formatDateTime(p.validFrom)}</td>
              <td className="py-1.5 ps-3 text-right whitespace-nowrap tabular-nums">{formatEuros(p.pricePerUnit)}</td>
              <td className="py-1.5 ps-3 text-right whitespace-nowrap tabular-nums">
                {formatEuros(p.purchasePricePerUnit)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
