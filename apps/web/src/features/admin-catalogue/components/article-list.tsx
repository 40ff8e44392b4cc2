import { ADMIN_ARTICLE_STATES, type AdminArticle } from '@boucherie/contract';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { formatEuros } from '../../../lib/format';
import { useAdminArticles } from '../api/get-admin-articles';
import { useAdminCategories } from '../api/get-admin-categories';
import { ArticleStatePills } from './article-state-pills';

const STATE_LABELS: Record<(typeof ADMIN_ARTICLE_STATES)[number], string> = {
  all: 'Tous (hors retirés)',
  active: 'En vente',
  inactive: 'Hors vente',
  'out-of-stock': 'En rupture',
  discounted: 'En promotion',
  withdrawn: 'Retirés de la vente',
};

const field =
  'min-h-12 rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 focus:border-primary-700 focus:outline-2 focus:outline-primary-700';

const unit = (a: AdminArticle) => (a.saleUnit === 'kg' ? '/\u00a0kg' : '/\u00a0pièce');

/** The catalogue as a dense table: search, category and state in the address, one row per article. */
export function ArticleList() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const categoryId = Number(params.get('categorie')) || undefined;
  const state = (ADMIN_ARTICLE_STATES as readonly string[]).includes(params.get('etat') ?? '')
    ? (params.get('etat') as (typeof ADMIN_ARTICLE_STATES)[number])
    : 'all';
  const page = Number(params.get('page')) || 1;
  const articles = useAdminArticles({
    Search: search || undefined,
    CategoryId: categoryId,
    State: state,
    PageNumber: page,
  });
  const categories = useAdminCategories();

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParam('q', typed.trim());
  };
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };

  return (
    <div className="flex flex-col gap-4">
      <search>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm">
          <div className="flex min-w-64 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-q`} className="font-semibold">
              Rechercher un article
            </label>
            <div className="flex gap-2">
              <input
                id={`${id}-q`}
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                placeholder="bavette, merguez…"
                className={`${field} flex-1`}
              />
              <button
                type="submit"
                className="min-h-12 rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800"
              >
                Rechercher
              </button>
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-cat`} className="font-semibold">
              Catégorie
            </label>
            <select
              id={`${id}-cat`}
              value={categoryId ?? ''}
              onChange={(event) => setParam('categorie', event.target.value)}
              className={field}
            >
              <option value="">Toutes</option>
              {categories.data?.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-state`} className="font-semibold">
              État
            </label>
            <select
              id={`${id}-state`}
              value={state}
              onChange={(event) => setParam('etat', event.target.value === 'all' ? '' : event.target.value)}
              className={field}
            >
              {ADMIN_ARTICLE_STATES.map((s) => (
                <option key={s} value={s}>
                  {STATE_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        </form>
      </search>

      {articles.isError ? (
        <LoadError
          title="Catalogue indisponible"
          message="Nous n’avons pas pu charger les articles."
          onRetry={() => void articles.refetch()}
        />
      ) : !articles.data ? (
        <div aria-busy="true" className="h-96 animate-pulse rounded-xl bg-gray-200">
          <span className="sr-only" role="status">
            Chargement des articles…
          </span>
        </div>
      ) : articles.data.items.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-gray-700">
          Aucun article ne correspond. Essayez un autre mot ou retirez un filtre.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">
              Articles du catalogue ({articles.data.totalCount}), page {articles.data.pageNumber}
            </caption>
            <thead className="border-b border-gray-200 text-sm text-gray-700">
              <tr>
                <th scope="col" className="w-20 p-3">
                  <span className="sr-only">Photo</span>
                </th>
                <th scope="col" className="p-3">
                  Article
                </th>
                <th scope="col" className="p-3 text-right">
                  Prix TTC
                </th>
                <th scope="col" className="p-3 text-right">
                  Prix pro HT
                </th>
                <th scope="col" className="p-3">
                  État
                </th>
              </tr>
            </thead>
            <tbody>
              {articles.data.items.map((a) => (
                <tr key={a.id} className="border-b border-gray-100 last:border-0 hover:bg-gray-50">
                  <td className="p-2">
                    <img
                      src={a.imageUrl}
                      alt=""
                      width={64}
                      height={48}
                      loading="lazy"
                      className="aspect-[4/3] w-16 rounded bg-gray-100 object-cover"
                    />
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
                    {a.discountIsActive && a.discountedPrice !== null ? (
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
                    )}
                  </td>
                  <td className="p-3 text-right tabular-nums">{formatEuros(a.purchasePricePerUnit)}</td>
                  <td className="p-3">
                    <ArticleStatePills article={a} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {articles.data && (
        <Pagination pageNumber={articles.data.pageNumber} totalPages={articles.data.totalPages} hrefFor={hrefFor} />
      )}
    </div>
  );
}
