import { useEffect } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { createCategory } from '../api/create-category';
import { createSubCategory } from '../api/create-sub-category';
import { useAdminCategories } from '../api/get-admin-categories';
import { useCategoryChange } from '../api/use-category-change';
import { CategoryRow } from './category-row';
import { NameForm } from './name-form';

const articles = (n: number) => (n === 0 ? 'aucun article' : n === 1 ? '1 article' : `${n} articles`);

/** Categories and their sub-categories, in the shop's order, each with its controls. */
export function CategoryTree() {
  const tree = useAdminCategories();
  const change = useCategoryChange();
  const { focusPending, busy } = change;
  // After a move, the arrow pressed keeps the focus in the row's new place, once the arrows are enabled again.
  useEffect(() => {
    if (tree.data && !busy) focusPending();
  }, [tree.data, busy, focusPending]);
  if (tree.isError) {
    return (
      <LoadError
        title="Catégories indisponibles"
        message="Nous n’avons pas pu charger les catégories."
        onRetry={() => void tree.refetch()}
      />
    );
  }
  if (!tree.data) {
    return (
      <div aria-busy="true" className="h-96 animate-pulse rounded-xl bg-gray-200">
        <span className="sr-only" role="status">
          Chargement des catégories…
        </span>
      </div>
    );
  }
  const categories = tree.data.categories;
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Nouvelle catégorie" className="rounded-xl bg-white p-4 shadow-sm">
        <NameForm
          label="Nouvelle catégorie"
          submitLabel="Créer la catégorie"
          busy={change.busy}
          onSubmit={(name) => change.run('new-category', () => createCategory({ name }), 'Catégorie créée.')}
        />
        {change.problem?.key === 'new-category' && (
          <p role="alert" className="mt-2 font-medium text-red-700">
            {change.problem.message}
          </p>
        )}
      </section>
      <ol className="flex flex-col gap-4">
        {categories.map((category, index) => (
          <li key={category.id} className={`rounded-xl p-4 shadow-sm ${category.isHidden ? 'bg-gray-50' : 'bg-white'}`}>
            <CategoryRow
              kind="categories"
              item={category}
              isFirst={index === 0}
              isLast={index === categories.length - 1}
              change={change}
            >
              <ol className="mt-2 flex flex-col divide-y divide-gray-100 border-t border-gray-200 ps-4 md:ps-14">
                {category.subCategories.map((sub, subIndex) => (
                  <li key={sub.id} className="py-2">
                    <CategoryRow
                      kind="sub-categories"
                      item={sub}
                      isFirst={subIndex === 0}
                      isLast={subIndex === category.subCategories.length - 1}
                      detail={articles(sub.articleCount)}
                      change={change}
                    />
                  </li>
                ))}
                <li className="pt-3">
                  <NameForm
                    label={`Nouvelle sous-catégorie dans ${category.name}`}
                    submitLabel="Ajouter"
                    busy={change.busy}
                    onSubmit={(name) =>
                      change.run(
                        `new-sub-${category.id}`,
                        () => createSubCategory(category.id, { name }),
                        'Sous-catégorie créée.',
                      )
                    }
                  />
                  {change.problem?.key === `new-sub-${category.id}` && (
                    <p role="alert" className="mt-2 font-medium text-red-700">
                      {change.problem.message}
                    </p>
                  )}
                </li>
              </ol>
            </CategoryRow>
          </li>
        ))}
      </ol>
    </div>
  );
}
