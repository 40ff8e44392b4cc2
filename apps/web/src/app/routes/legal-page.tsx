import type { ContentSlug } from '@boucherie/contract';
import { useContentPage } from '../../features/content/api/get-content-page';
import { ContentPageSkeleton } from '../../features/content/components/content-page-skeleton';
import { Markdown } from '../../features/content/components/markdown';
import { formatUpdatedAt } from '../../features/content/lib/updated-at';
import { useDocumentTitle } from '../../lib/use-document-title';

// The tab's title before the text arrives (the content source's own title replaces it).
const TITLES: Record<ContentSlug, string> = {
  'mentions-legales': 'Mentions légales',
  confidentialite: 'Politique de confidentialité',
  cgv: 'Conditions générales de vente',
};

function LegalPage({ slug }: { slug: ContentSlug }) {
  const { data: page, isError, refetch } = useContentPage(slug);
  useDocumentTitle(page?.title ?? TITLES[slug]);

  if (page) {
    const updated = page.updatedAt ? formatUpdatedAt(page.updatedAt) : null;
    return (
      <article className="flex flex-col">
        <h1 className="text-3xl font-bold text-gray-900">{page.title}</h1>
        {updated && <p className="mt-2 text-sm text-gray-700">Mis à jour le {updated}</p>}
        <Markdown source={page.markdown} />
      </article>
    );
  }
  if (isError) {
    return (
      <div className="max-w-2xl rounded-xl border border-gray-300 bg-white p-6">
        <h1 className="text-2xl font-bold">{TITLES[slug]}</h1>
        <p className="mt-2 text-gray-700">Cette page est momentanément indisponible.</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
        >
          Réessayer
        </button>
      </div>
    );
  }
  return (
    <>
      <p role="status" className="sr-only">
        Chargement de la page…
      </p>
      <ContentPageSkeleton />
    </>
  );
}

export function MentionsLegalesPage() {
  return <LegalPage slug="mentions-legales" />;
}

export function ConfidentialitePage() {
  return <LegalPage slug="confidentialite" />;
}

export function CgvPage() {
  return <LegalPage slug="cgv" />;
}
