import { CategoryTree } from '../../features/admin-catalogue/components/category-tree';
import { AdminPage } from './admin-page';

/** /admin/categories: the shop's categories and sub-categories, in the order customers see them. */
export function AdminCategoriesPage() {
  return (
    <AdminPage
      title="Catégories"
      width="max-w-5xl"
      intro="Les flèches changent l’ordre de la boutique. Une catégorie masquée disparaît pour les clients avec ses articles, sans rien perdre."
    >
      <CategoryTree />
    </AdminPage>
  );
}
