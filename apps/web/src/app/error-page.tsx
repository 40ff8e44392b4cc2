import { Link, useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { describeError, type ErrorDescription } from './describe-error';
import { ErrorLayout } from './layout/error-layout';

/** The error page of the specification: status code, status message and description. */
export function ErrorPage({ status, title, description }: ErrorDescription) {
  useDocumentTitle(title);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
      aria-labelledby="error-title"
    >
      <p className="text-6xl font-bold text-primary-700">
        <span className="sr-only">Code d’erreur : </span>
        <span>{status}</span>
      </p>
      <h1 id="error-title" className="text-2xl font-bold text-gray-900 sm:text-3xl">
        {title}
      </h1>
      <p className="text-gray-700 break-words">{description}</p>
      <Link
        to="/"
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
      >
        Retour à l’accueil
      </Link>
    </section>
  );
}

/** The routes' error boundary: the catch-all, invalid parameters, loaders and renders that throw. */
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
