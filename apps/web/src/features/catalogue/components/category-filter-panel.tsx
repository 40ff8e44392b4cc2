import type { ArticleCategory } from '@boucherie/contract';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { CategoryFilter } from './category-filter';

/** The name of the current choice: "Tous les rayons", a department, or its sub-categories. */
export function selectionName(categories: ArticleCategory[], selected: number[]): string {
  if (selected.length === 0) return 'Tous les rayons';
  const names: string[] = [];
  for (const category of categories) {
    const subs = category.subCategories.filter((sub) => selected.includes(sub.id));
    if (subs.length > 0 && subs.length === category.subCategories.length) names.push(category.name);
    else names.push(...subs.map((sub) => sub.name));
  }
  return names.join(', ') || 'Tous les rayons';
}

type Props = { categories: ArticleCategory[]; selected: number[] };

/**
 * On a phone the departments fold under one line, the current choice in it, so the first products show on the first
 * screen; a native disclosure that works before any script. Wider screens show the chips as they are.
 */
export function CategoryFilterPanel({ categories, selected }: Props) {
  return (
    <>
      {/* Folded again after each choice: the key changes with the selection. */}
      <details key={selected.join(',')} className="group rounded-lg border border-gray-300 bg-white sm:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 font-medium text-gray-900 [&::-webkit-details-marker]:hidden">
          <span>
            Rayon&nbsp;: <span className="font-semibold">{selectionName(categories, selected)}</span>
          </span>
          <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-gray-200 p-3">
          <CategoryFilter categories={categories} selected={selected} wrap />
        </div>
      </details>
      <div className="hidden sm:block">
        <CategoryFilter categories={categories} selected={selected} />
      </div>
    </>
  );
}
