import { ADMIN_ARTICLE_STATES, type AdminCategoriesResponse } from '@boucherie/contract';
import { type FormEvent, useId, useState } from 'react';
import { NamedOptions } from '../../../components/ui/named-options';

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

export type ArticleState = (typeof ADMIN_ARTICLE_STATES)[number];

type Props = {
  search: string;
  categoryId: number | undefined;
  state: ArticleState;
  categories: AdminCategoriesResponse | undefined;
  /** Sets one filter of the address ('' removes it) and goes back to the first page. */
  setParam: (name: string, value: string) => void;
};

/** The search, category and state filters above the catalogue; the search applies when submitted. */
export function ArticleFilters({ search, categoryId, state, categories, setParam }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParam('q', typed.trim());
  };
  return (
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
            <NamedOptions items={categories?.categories} />
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
  );
}
