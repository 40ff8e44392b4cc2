import { z } from 'zod';
import { flag, id, text } from './admin-fields.js';

// The owner keeps the catalogue's categories and sub-categories (issue 14).

export const AdminSubCategory = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  isHidden: z.boolean(),
  /** Every article it holds, withdrawn ones included (they keep it from being deleted). */
  articleCount: z.number().int(),
});
export type AdminSubCategory = z.infer<typeof AdminSubCategory>;

export const AdminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isHidden: z.boolean(),
  subCategories: z.array(AdminSubCategory),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

export const AdminCategoriesResponse = z.object({ categories: z.array(AdminCategory) });
export type AdminCategoriesResponse = z.infer<typeof AdminCategoriesResponse>;

const categoryName = text('Le nom', 2, 60);
const categoryDescription = z
  .string({ error: 'La description\u00a0: un texte est attendu.' })
  .trim()
  .max(500, { error: 'La description\u00a0: 500 caractères au plus.' });

export const CreateCategoryRequest = z.object({ name: categoryName, description: categoryDescription.optional() });
export type CreateCategoryRequest = z.input<typeof CreateCategoryRequest>;

export const UpdateCategoryRequest = z
  .object({ name: categoryName, description: categoryDescription, isHidden: flag('Masquée') })
  .partial();
export type UpdateCategoryRequest = z.input<typeof UpdateCategoryRequest>;

export const CreateSubCategoryRequest = z.object({ name: categoryName });
export type CreateSubCategoryRequest = z.input<typeof CreateSubCategoryRequest>;

export const UpdateSubCategoryRequest = z
  .object({ name: categoryName, isHidden: flag('Masquée'), categoryId: id('La catégorie') })
  .partial();
export type UpdateSubCategoryRequest = z.input<typeof UpdateSubCategoryRequest>;

/** Moves a category or a sub-category one place up or down among its siblings. */
export const MoveRequest = z.object({
  direction: z.enum(['up', 'down'], { error: 'Sens\u00a0: up (vers le haut) ou down (vers le bas).' }),
});
export type MoveRequest = z.input<typeof MoveRequest>;
