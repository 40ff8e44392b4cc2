import type { ArticleSort } from '@boucherie/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { sortHref } from '../lib/articles-filter';

const OPTIONS: { value: ArticleSort; label: string }[] = [
  { value: 'price:asc', label: 'Prix croissant' },
  { value: 'price:desc', label: 'Prix décroissant' },
  { value: 'pricePerKg:asc', label: 'Prix au kilo croissant' },
  { value: 'name:asc', label: 'Nom, de A à Z' },
  { value: 'promotions:desc', label: 'Promotions d’abord' },
];

/** The list's order, kept in the address like the filters: a search is ranked by relevance by default. */
export function SortSelect({ sort, searching }: { sort: ArticleSort | undefined; searching: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-gray-800">
      Trier
      <select
        value={sort ?? ''}
        onChange={(event) => void navigate(sortHref(params, (event.target.value || undefined) as ArticleSort))}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-2 text-base text-gray-900 sm:flex-none"
      >
        <option value="">{searching ? 'Pertinence' : 'Notre sélection'}</option>
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
