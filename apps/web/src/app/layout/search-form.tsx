import { SEARCH_MAX_LENGTH } from '@boucherie/contract';
import { Form, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';

/** A GET form: it lands on /products-list?Search=… and works before the script loads too. */
export function SearchForm() {
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/products-list" role="search" className="flex w-full">
      <label htmlFor="site-search" className="sr-only">
        Rechercher un article
      </label>
      <input
        id="site-search"
        key={params.get('Search') ?? ''}
        name="Search"
        type="search"
        defaultValue={params.get('Search') ?? ''}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Entrecôte, merguez, rôti…"
        autoComplete="off"
        className="min-h-11 w-full min-w-0 rounded-l-lg border border-r-0 border-gray-400 bg-white px-3 text-base placeholder:text-gray-500"
      />
      <button
        type="submit"
        className="flex min-h-11 min-w-11 items-center justify-center rounded-r-lg bg-primary-700 px-3 text-white hover:bg-primary-800"
      >
        <SearchIcon />
        <span className="sr-only">Rechercher</span>
      </button>
    </Form>
  );
}
