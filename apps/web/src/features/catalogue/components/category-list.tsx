import type { ArticleCategory } from '@boucherie/contract';
import { Link } from 'react-router';
import { Photo } from '../../../components/ui/photo';
import { productsListLink } from '../lib/products-list-link';

/** The shop's departments, each linking to all its articles and to each sub-category. */
export function CategoryList({ categories }: { categories: ArticleCategory[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category.id} className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
          <Photo src={category.imageUrl} width={400} className="h-auto w-full" />
          <div className="flex flex-col gap-2 p-4">
            <h3 className="text-lg font-semibold">
              <Link
                to={productsListLink(category.subCategories.map((sub) => sub.id))}
                className="inline-flex min-h-11 items-center text-primary-800 hover:underline"
              >
                {category.name}
              </Link>
            </h3>
            <ul className="flex flex-wrap gap-2">
              {category.subCategories.map((sub) => (
                <li key={sub.id}>
                  <Link
                    to={productsListLink([sub.id])}
                    className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-3 text-sm text-gray-800 hover:border-primary-700 hover:text-primary-800"
                  >
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
