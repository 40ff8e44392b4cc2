import type { ArticleCategory } from '@boucherie/contract';
import { Link, useSearchParams } from 'react-router';
import { subCategoriesHref } from '../lib/articles-filter';

const chip =
  'inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap hover:border-primary-700';
const chipState = (current: boolean) =>
  current ? 'border-primary-700 bg-primary-700 text-white' : 'border-gray-300 bg-white text-gray-800';

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The departments as links (all, or one category), then the chosen category's sub-categories: the
 * selection lives in the address like every other filter, and searches and flags are kept.
 */
export function CategoryFilter({
  categories,
  selected,
  wrap = false,
}: {
  categories: ArticleCategory[];
  selected: number[];
  /** Chips on several lines (in the phone's folded panel) rather than one line that scrolls. */
  wrap?: boolean;
}) {
  const [params] = useSearchParams();
  const open = categories.find(
    (c) => selected.length > 0 && selected.every((id) => c.subCategories.some((s) => s.id === id)),
  );
  return (
    <nav aria-label="Rayons" className="flex flex-col gap-2">
      <ul
        className={
          wrap ? 'flex flex-wrap gap-2' : '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0'
        }
      >
        <li>
          <Link
            to={subCategoriesHref(params, [])}
            aria-current={selected.length === 0 ? 'page' : undefined}
            className={`${chip} ${chipState(selected.length === 0)}`}
          >
            Tous les rayons
          </Link>
        </li>
        {categories.map((category) => {
          const ids = category.subCategories.map((s) => s.id);
          const current = category === open;
          return (
            <li key={category.id}>
              <Link
                to={subCategoriesHref(params, ids)}
                aria-current={current && sameSet(ids, selected) ? 'page' : undefined}
                className={`${chip} ${chipState(current)}`}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
      {open && (
        <ul aria-label={`Sous-rayons ${open.name}`} className="flex flex-wrap gap-2">
          {open.subCategories.map((sub) => {
            const current = sameSet([sub.id], selected);
            return (
              <li key={sub.id}>
                <Link
                  to={subCategoriesHref(params, current ? open.subCategories.map((s) => s.id) : [sub.id])}
                  aria-current={current ? 'page' : undefined}
                  className={`${chip} ${current ? 'border-primary-700 bg-primary-50 text-primary-900' : 'border-gray-300 bg-white text-gray-800'}`}
                >
                  {sub.name}
                  <span className="ml-1 text-gray-600">({sub.articleCount})</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
