import type { PreparationArticle, PreparationOrder } from '@boucherie/contract';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingBlocks } from '../../../components/ui/loading-blocks';
import { formatKilograms, formatQuantity, formatTimeWindow } from '../../../lib/format';
import { type PreparationDay, preparationCsvUrl, preparationPdfUrl, usePreparation } from '../api/get-preparation';

const action = 'inline-flex min-h-12 items-center rounded-lg px-5 text-lg font-semibold';
const cell = 'border-b border-gray-200 px-3 py-2 align-top';

/** "12,500 kg" for what is weighed, "6 pièces" for what is counted. */
const total = (quantity: number, unit: 'kg' | 'piece') =>
  unit === 'kg' ? formatKilograms(quantity) : formatQuantity(quantity, unit);

function CuttingList({ articles }: { articles: readonly PreparationArticle[] }) {
  return (
    <section aria-labelledby="cutting-title" className="flex flex-col gap-2">
      <h2 id="cutting-title" className="text-xl font-bold text-gray-900">
        Liste de découpe
      </h2>
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-gray-200">
        <table className="w-full border-collapse text-left text-base">
          <ColumnHeaders
            className="bg-gray-50 text-sm text-gray-700 uppercase"
            cellClass={cell}
            columns={[
              { label: 'Article' },
              { label: 'Total', className: `${cell} text-right` },
              { label: 'Commandes', className: `${cell} text-right` },
              { label: 'Préparations demandées' },
            ]}
          />
          <tbody>
            {articles.map((article) => (
              <tr key={article.articleId}>
                <th scope="row" className={`${cell} text-lg font-semibold text-gray-900`}>
                  {article.designation}
                </th>
                <td className={`${cell} text-right text-xl font-bold whitespace-nowrap tabular-nums`}>
                  {total(article.totalQuantity, article.saleUnit)}
                </td>
                <td className={`${cell} text-right text-lg tabular-nums`}>{article.orderCount}</td>
                <td className={cell}>
                  {article.notes.length > 0 && (
                    <ul className="flex flex-col gap-0.5">
                      {article.notes.map((note) => (
                        <li key={`${note.orderNumber}-${note.note}`}>
                          <span className="font-semibold tabular-nums">n°&nbsp;{note.orderNumber}</span>&nbsp;:{' '}
                          {note.note}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function OrderSheet({ order }: { order: PreparationOrder }) {
  const titleId = `sheet-${order.id}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-gray-900 tabular-nums">
          <span className="whitespace-nowrap">n°&nbsp;{order.number}</span>
        </h3>
        <span className="text-sm font-semibold text-gray-800">
          {order.mode === 'Delivery' ? 'Livraison' : 'Retrait'}
          {order.timeWindow && <span className="tabular-nums">{` ${formatTimeWindow(order.timeWindow)}`}</span>} ·{' '}
          {order.status === 'Pending' ? 'À confirmer' : 'Confirmée'}
        </span>
      </header>
      <p className="text-gray-900">
        <span className="font-semibold">{order.customer.name}</span>
        {order.customer.company && ` · ${order.customer.company}`}
      </p>
      {order.payment && <p className="text-sm font-semibold text-gray-800">{order.payment}</p>}
      <ul className="flex flex-col divide-y divide-gray-100">
        {order.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3 py-1">
            <span>
              {line.designation}
              {line.preparationNote && (
                <span className="block text-sm font-semibold text-sky-900">{line.preparationNote}</span>
              )}
            </span>
            <span className="font-semibold whitespace-nowrap tabular-nums">
              {formatQuantity(line.quantity, line.saleUnit)}
            </span>
          </li>
        ))}
      </ul>
      {order.comment && <p className="text-sm text-gray-800 italic">«&nbsp;{order.comment}&nbsp;»</p>}
    </article>
  );
}

/** The day's cutting list (totals per article, with the notes), then one sheet per order; PDF and CSV. */
export function PreparationView({ day, dayName }: { day: PreparationDay; dayName: string }) {
  const query = usePreparation(day);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Préparation · {dayName}</h1>
        <div className="flex flex-wrap gap-2">
          <a
            href={preparationPdfUrl(day)}
            target="_blank"
            rel="noopener"
            className={`${action} bg-primary-700 text-white hover:bg-primary-800`}
          >
            Imprimer (PDF)
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
          <a
            href={preparationCsvUrl(day)}
            download
            className={`${action} border-2 border-gray-900 bg-white text-gray-900 hover:bg-gray-100`}
          >
            Télécharger (CSV)
          </a>
        </div>
      </div>
      <p className="text-gray-700">Commandes à confirmer et confirmées de la boutique pour ce jour.</p>
      {query.isError && !query.data ? (
        <LoadError message="La liste de découpe n’a pas pu être chargée." onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingBlocks
          label="Chargement de la liste de découpe…"
          blocks={['h-64 animate-pulse rounded-xl bg-gray-200']}
        />
      ) : query.data.articles.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-lg text-gray-800 ring-1 ring-gray-200">
          Rien à préparer ce jour-là pour l’instant.
        </p>
      ) : (
        <>
          <CuttingList articles={query.data.articles} />
          <section aria-labelledby="sheets-title" className="flex flex-col gap-2">
            <h2 id="sheets-title" className="text-xl font-bold text-gray-900">
              Fiches commandes ({query.data.orders.length})
            </h2>
            <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {query.data.orders.map((order) => (
                <OrderSheet key={order.id} order={order} />
              ))}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
