import { Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { describeError, type ErrorDescription } from './describe-error';
import { ErrorLayout } from './layout/error-layout';

const primary =
  'inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800';
const secondary =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-400 bg-white px-5 font-semibold text-gray-900 hover:bg-gray-50';

/** The error page of the specification: status code, status message and description, and the way back. */
export function ErrorPage({ status, title, description }: ErrorDescription) {
  useDocumentTitle(title);
  const notFound = status === 404;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center sm:py-16"
      aria-labelledby="error-title"
    >
      <p className="text-6xl font-bold text-primary-700">
        <span className="sr-only">Code d’erreur&nbsp;: </span>
        <span>{status}</span>
      </p>
      <h1 id="error-title" className="text-2xl font-bold text-gray-900 sm:text-3xl">
        {title}
      </h1>
      <p className="text-gray-700 break-words">{description}</p>
      {notFound && (
        <p className="text-gray-700">
          Cherchez un morceau avec la recherche ci-dessus, ou parcourez tout le catalogue de la boucherie.
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {notFound && (
          <Link to="/products-list" className={primary}>
            Tous nos produits
          </Link>
        )}
        <Link to="/" className={notFound ? secondary : primary}>
          Retour à l’accueil
        </Link>
      </div>
    </section>
  );
}

/**
 * A shop page's error, inside the page layout: the header stays (logo, search, cart, catalogue), so a
 * wrong address is never a dead end.
 */
export function ShopRouteError() {
  const error = useRouteError();
  const description = describeError(error);
  if (description.status >= 500) console.error(error);
  return <ErrorPage {...description} />;
}

/** The root's error boundary: what breaks a layout itself, in the plain error layout that needs no data. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const description = describeError(error);
  if (description.status >= 500) console.error(error);
  return (
    <ErrorLayout>
      <ErrorPage {...description} />
    </ErrorLayout>
  );
}
