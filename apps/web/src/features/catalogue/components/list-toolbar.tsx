import { useNavigate, useSearchParams } from 'react-router';
import { GridIcon, ListIcon } from '../../../components/ui/icons';
import type { ArticlesFilter } from '../api/get-articles';
import { flagHref } from '../lib/articles-filter';
import type { ArticleView } from './article-grid';
import { SortSelect } from './sort-select';

type Props = { filter: ArticlesFilter; view: ArticleView; onView: (view: ArticleView) => void };

const toggle =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-3 text-sm whitespace-nowrap font-medium text-gray-800 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-600';

const VIEWS: { view: ArticleView; label: string; Icon: typeof GridIcon }[] = [
  { view: 'grid', label: 'Grille', Icon: GridIcon },
  { view: 'list', label: 'Liste', Icon: ListIcon },
];

/** The list's filters and order (kept in the address, so a list can be shared) and its Grid / List switch. */
export function ListToolbar({ filter, view, onView }: Props) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const flag = (name: 'DiscountedOnly' | 'FavoritesOnly', label: string) => (
    <label className={toggle}>
      <input
        type="checkbox"
        checked={filter[name] ?? false}
        onChange={(event) => void navigate(flagHref(params, name, event.target.checked))}
        className="size-5 accent-primary-700 focus:outline-none"
      />
      {label}
    </label>
  );

  return (
    // On a phone: the order and the view on one line, the filters under them; wider, all on one line.
    <div className="flex flex-wrap items-center gap-2">
      <fieldset className="order-3 flex w-full flex-wrap gap-2 sm:order-1 sm:w-auto">
        <legend className="sr-only">Filtrer les articles</legend>
        {flag('DiscountedOnly', 'En promotion')}
        {flag('FavoritesOnly', 'Mes favoris')}
      </fieldset>
      <div className="order-1 min-w-0 flex-1 sm:order-2 sm:ml-auto sm:flex-none">
        <SortSelect sort={filter.Sort} searching={Boolean(filter.Search)} />
      </div>
      <fieldset className="order-2 flex shrink-0 rounded-lg border border-gray-300 bg-white p-0.5 sm:order-3">
        <legend className="sr-only">Affichage</legend>
        {VIEWS.map(({ view: option, label, Icon }) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => onView(option)}
            className={`flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium sm:px-3 ${
              view === option ? 'bg-primary-700 text-white' : 'text-gray-700 hover:bg-gray-100'
            }`}
          >
            <Icon />
            <span className="sr-only sm:not-sr-only">{label}</span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}
