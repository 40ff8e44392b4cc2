import type {
  AdminCategoriesResponse,
  CreateCategoryRequest,
  CreateSubCategoryRequest,
  UpdateCategoryRequest,
  UpdateSubCategoryRequest,
} from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound, validation } from '../../errors.js';
import { changedValues, recordChange } from '../journal/journal.service.js';
import type { CatalogueDeps } from './admin-articles.service.js';
import * as repo from './admin-categories.repository.js';

const quoted = (text: string) => `«\u00a0${text}\u00a0»`;
const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

export async function listCategories(db: Db): Promise<AdminCategoriesResponse> {
  const [categories, subCategories] = await Promise.all([repo.findCategories(db), repo.findSubCategories(db)]);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      isHidden: c.is_hidden === 1,
      subCategories: subCategories
        .filter((s) => s.category_id === c.id)
        .map((s) => ({
          id: s.id,
          categoryId: s.category_id,
          name: s.name,
          isHidden: s.is_hidden === 1,
          articleCount: Number(s.article_count),
        })),
    })),
  };
}

async function category(db: Db, id: number) {
  const row = await repo.findCategory(db, id);
  if (!row) throw notFound('Cette catégorie n’existe pas.');
  return row;
}

async function subCategory(db: Db, id: number) {
  const row = await repo.findSubCategory(db, id);
  if (!row) throw notFound('Cette sous-catégorie n’existe pas.');
  return row;
}

export async function createCategory(deps: CatalogueDeps, request: CreateCategoryRequest) {
  const at = deps.now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const values = {
      slug: repo.freeSlug(request.name, await repo.categorySlugs(trx)),
      name: request.name.trim(),
      description: request.description?.trim() ?? '',
      image_url: '/images/logo.svg',
      position: await repo.nextPosition(trx, 'category'),
    };
    const { id } = await trx.insertInto('category').values(values).returning('id').executeTakeFirstOrThrow();
    await recordChange(trx, {
      at,
      userId: deps.userId,
      kind: 'category.create',
      entityType: 'category',
      entityId: id,
      summary: `Catégorie créée\u00a0: ${quoted(values.name)}.`,
      after: { name: values.name, description: values.description },
    });
  });
  return listCategories(deps.db);
}

export async function updateCategory(deps: CatalogueDeps, id: number, request: UpdateCategoryRequest) {
  const at = deps.now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const row = await category(trx, id);
    const before = { name: row.name, description: row.description, isHidden: row.is_hidden === 1 };
    const after = { ...before, ...request };
    const changes = changedValues(before, after);
    if (Object.keys(changes.after).length === 0) return;
    await trx
      .updateTable('category')
      .set({ name: after.name, description: after.description, is_hidden: after.isHidden ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    if (after.name !== before.name) await repo.refreshSearchText(trx, { categoryId: id });
    const what =
      'isHidden' in changes.after && Object.keys(changes.after).length === 1
        ? after.isHidden
          ? 'masquée aux clients'
          : 'de nouveau visible'
        : 'modifiée';
    await recordChange(trx, {
      at,
      userId: deps.userId,
      kind: 'category.update',
      entityType: 'category',
      entityId: id,
      summary: `Catégorie ${quoted(after.name)} ${what}.`,
      ...changes,
    });
  });
  return listCategories(deps.db);
}

export async function deleteCategory(deps: CatalogueDeps, id: number) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await category(trx, id);
    const count = await repo.countSubCategories(trx, id);
    if (count > 0) {
      throw new AppError(
        'CONFLICT',
        `La catégorie ${quoted(row.name)} contient encore ${plural(count, 'sous-catégorie', 'sous-catégories')}\u00a0: supprimez-les ou déplacez-les d’abord, ou masquez la catégorie.`,
      );
    }
    await trx.deleteFrom('category').where('id', '=', id).execute();
    await recordChange(trx, {
      at: deps.now.toISOString(),
      userId: deps.userId,
      kind: 'category.delete',
      entityType: 'category',
      entityId: id,
      summary: `Catégorie supprimée\u00a0: ${quoted(row.name)}.`,
      before: { name: row.name, description: row.description },
    });
  });
  return listCategories(deps.db);
}

export async function createSubCategory(deps: CatalogueDeps, categoryId: number, request: CreateSubCategoryRequest) {
  await deps.db.transaction().execute(async (trx) => {
    const parent = await category(trx, categoryId);
    const name = request.name.trim();
    const { id } = await trx
      .insertInto('sub_category')
      .values({
        category_id: categoryId,
        slug: repo.freeSlug(name, await repo.subCategorySlugs(trx, categoryId)),
        name,
        position: await repo.nextPosition(trx, 'sub_category', categoryId),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordChange(trx, {
      at: deps.now.toISOString(),
      userId: deps.userId,
      kind: 'sub-category.create',
      entityType: 'sub-category',
      entityId: id,
      summary: `Sous-catégorie créée\u00a0: ${quoted(name)} dans ${quoted(parent.name)}.`,
      after: { name, categoryId },
    });
  });
  return listCategories(deps.db);
}

export async function updateSubCategory(deps: CatalogueDeps, id: number, request: UpdateSubCategoryRequest) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await subCategory(trx, id);
    const before = { name: row.name, isHidden: row.is_hidden === 1, categoryId: row.category_id };
    const after = { ...before, ...request };
    const changes = changedValues(before, after);
    if (Object.keys(changes.after).length === 0) return;
    const moved = after.categoryId !== before.categoryId;
    if (moved && !(await repo.findCategory(trx, after.categoryId))) {
      throw validation('CategoryId', 'Cette catégorie n’existe pas.');
    }
    await trx
      .updateTable('sub_category')
      .set({
        name: after.name,
        is_hidden: after.isHidden ? 1 : 0,
        category_id: after.categoryId,
        ...(moved
          ? {
              slug: repo.freeSlug(row.slug, await repo.subCategorySlugs(trx, after.categoryId)),
              position: await repo.nextPosition(trx, 'sub_category', after.categoryId),
            }
          : {}),
      })
      .where('id', '=', id)
      .execute();
    if (moved || after.name !== before.name) await repo.refreshSearchText(trx, { subCategoryId: id });
    await recordChange(trx, {
      at: deps.now.toISOString(),
      userId: deps.userId,
      kind: 'sub-category.update',
      entityType: 'sub-category',
      entityId: id,
      summary: `Sous-catégorie ${quoted(after.name)} ${
        Object.keys(changes.after).length === 1 && 'isHidden' in changes.after
          ? after.isHidden
            ? 'masquée aux clients'
            : 'de nouveau visible'
          : 'modifiée'
      }.`,
      ...changes,
    });
  });
  return listCategories(deps.db);
}

export async function deleteSubCategory(deps: CatalogueDeps, id: number) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await subCategory(trx, id);
    const count = await repo.countArticles(trx, id);
    if (count > 0) {
      throw new AppError(
        'CONFLICT',
        `La sous-catégorie ${quoted(row.name)} contient encore ${plural(count, 'article', 'articles')} (retirés compris)\u00a0: déplacez-les vers une autre sous-catégorie, ou masquez-la plutôt que de la supprimer.`,
      );
    }
    await trx.deleteFrom('sub_category').where('id', '=', id).execute();
    await recordChange(trx, {
      at: deps.now.toISOString(),
      userId: deps.userId,
      kind: 'sub-category.delete',
      entityType: 'sub-category',
      entityId: id,
      summary: `Sous-catégorie supprimée\u00a0: ${quoted(row.name)}.`,
      before: { name: row.name, categoryId: row.category_id },
    });
  });
  return listCategories(deps.db);
}

/** One place up or down among its siblings; at either end nothing moves (409 says so). */
export async function move(
  deps: CatalogueDeps,
  table: 'category' | 'sub_category',
  id: number,
  direction: 'up' | 'down',
) {
  await deps.db.transaction().execute(async (trx) => {
    const row = table === 'category' ? await category(trx, id) : await subCategory(trx, id);
    const parent = 'category_id' in row ? row.category_id : undefined;
    const ids = await repo.siblingIds(trx, table, parent);
    const from = ids.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) {
      throw new AppError(
        'CONFLICT',
        direction === 'up' ? 'Elle est déjà en première place.' : 'Elle est déjà en dernière place.',
      );
    }
    [ids[from], ids[to]] = [ids[to] as number, id];
    for (const [index, siblingId] of ids.entries()) await repo.setPosition(trx, table, siblingId, index + 1);
    const label = table === 'category' ? 'Catégorie' : 'Sous-catégorie';
    await recordChange(trx, {
      at: deps.now.toISOString(),
      userId: deps.userId,
      kind: table === 'category' ? 'category.move' : 'sub-category.move',
      entityType: table === 'category' ? 'category' : 'sub-category',
      entityId: id,
      summary: `${label} ${quoted(row.name)} déplacée ${direction === 'up' ? 'vers le haut' : 'vers le bas'}.`,
      before: { position: from + 1 },
      after: { position: to + 1 },
    });
  });
  return listCategories(deps.db);
}
