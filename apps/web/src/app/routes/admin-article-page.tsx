import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { ArticleBox } from '../../features/admin-boxes/components/article-box';
import { useAdminArticle } from '../../features/admin-catalogue/api/get-admin-article';
import { ArticleForm } from '../../features/admin-catalogue/components/article-form';
import { ArticleLot } from '../../features/admin-catalogue/components/article-lot';
import { ArticleQuotas } from '../../features/admin-catalogue/components/article-quotas';
import { ArticleStatePills } from '../../features/admin-catalogue/components/article-state-pills';
import { ImageUpload } from '../../features/admin-catalogue/components/image-upload';
import { PriceHistory } from '../../features/admin-catalogue/components/price-history';
import { WithdrawArticle } from '../../features/admin-catalogue/components/withdraw-article';
import { useDocumentTitle } from '../../lib/use-document-title';

const back = (
  <Link
    to="/admin/articles"
    className="inline-flex min-h-12 items-center self-start font-semibold text-gray-800 underline"
  >
    ← Retour aux articles
  </Link>
);

/** /admin/articles/new: a new article; once created, its page (for the picture). */
export function AdminArticleNewPage() {
  useDocumentTitle('Nouvel article');
  const navigate = useNavigate();
  return (
    <div className="flex max-w-5xl flex-col gap-3">
      {back}
      <h1 className="text-2xl font-bold text-gray-900">Nouvel article</h1>
      <p className="text-gray-700">La photo s’ajoute une fois l’article créé.</p>
      <ArticleForm
        article={null}
        onCreated={(created) => void navigate(`/admin/articles/${created.id}`, { replace: true })}
      />
    </div>
  );
}

/** /admin/articles/:id: the article's form, its picture, its price history, withdraw or restore. */
export function AdminArticlePage() {
  const id = Number(useParams().id);
  const article = useAdminArticle(id);
  useDocumentTitle(article.data ? article.data.designation : 'Article');
  if (article.isError) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <LoadError
          title="Article indisponible"
          message="Cet article n’existe pas ou n’a pas pu être chargé."
          onRetry={() => void article.refetch()}
        />
      </div>
    );
  }
  if (!article.data) {
    return <LoadingBlocks label="Chargement de l’article…" className="h-96 animate-pulse rounded-xl bg-gray-200" />;
  }
  const a = article.data;
  return (
    <div className="flex flex-col gap-3">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{a.designation}</h1>
        <ArticleStatePills article={a} />
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* Keyed by the last change: a saved article resets the form to what the server keeps. */}
        <ArticleForm key={a.updatedAt} article={a} />
        <div className="flex flex-col gap-4">
          <ImageUpload article={a} />
          {/* A box's count is its quota and its animal its lot (ADR 074): both give way to the box block. */}
          <ArticleBox
            article={a}
            quotas={
              <>
                <ArticleQuotas articleId={a.id} />
                <ArticleLot articleId={a.id} />
              </>
            }
          />
          <PriceHistory article={a} />
          <WithdrawArticle article={a} />
        </div>
      </div>
    </div>
  );
}
