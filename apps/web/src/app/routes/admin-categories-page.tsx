import { CategoryTree } from '../../features/admin-catalogue/components/category-tree';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /admin/categories: the shop's categories and sub-categories, in the order customers see them. */
export function AdminCategoriesPage() {
  useDocumentTitle('Catégories');
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-gray-900">Catégories</h1>
      <p className="text-gray-700">
        Les flèches changent l’ordre de la boutique. Une catégorie masquée disparaît pour les clients avec ses articles,
        sans rien perdre.
      </p>
      <CategoryTree />
    </div>
  );
}
