import { Link } from 'react-router';

type Props = { pageNumber: number; totalPages: number; hrefFor: (page: number) => string };

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 font-medium text-gray-900 hover:border-primary-700 hover:text-primary-800';

/** Previous / next links with the position between them; hidden when everything fits on one page. */
export function Pagination({ pageNumber, totalPages, hrefFor }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
      {pageNumber > 1 ? (
        <Link to={hrefFor(pageNumber - 1)} className={linkClass} rel="prev">
          ← Page précédente
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-gray-700" aria-current="page">
        Page {pageNumber} sur {totalPages}
      </p>
      {pageNumber < totalPages ? (
        <Link to={hrefFor(pageNumber + 1)} className={linkClass} rel="next">
          Page suivante →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
