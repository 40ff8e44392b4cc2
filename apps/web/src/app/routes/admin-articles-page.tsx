import { Link } from 'react-router';
import { ArticleList } from '../../features/admin-catalogue/components/article-list';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/articles: the owner's catalogue, searched and filtered, each article one tap from its form. */
export function AdminArticlesPage() {
  useDocumentTitle('Articles');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Articles</h1>
        <Link
          to="/admin/articles/new"
          className="inline-flex min-h-12 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
        >
          Nouvel article
        </Link>
      </div>
      <ArticleList />
    </div>
  );
}
