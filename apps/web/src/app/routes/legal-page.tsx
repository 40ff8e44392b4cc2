import type { ContentSlug } from '@boucherie/contract';
import { LoadError } from '../../components/ui/load-error';
import { useContentPage } from '../../features/content/api/get-content-page';
import { ContentHtml } from '../../features/content/components/content-html';
import { ContentPageSkeleton } from '../../features/content/components/content-page-skeleton';
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
        <ContentHtml html={page.html} />
      </article>
    );
  }
  if (isError) {
    return (
      <LoadError
        title={TITLES[slug]}
        message="Cette page est momentanément indisponible."
        onRetry={() => void refetch()}
        className="max-w-2xl"
      />
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
