import { type CartResponse, toHundredths } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, validation } from '../../errors.js';
import { getArticle, getArticlesByIds } from '../catalogue/catalogue.service.js';
import type { Viewer } from '../sessions/sessions.js';
import * as repo from './cart.repository.js';

type User = NonNullable<Viewer>;

export async function getCart(db: Db, viewer: User, now: Date): Promise<CartResponse> {
  const lines = await repo.findCartLines(db, viewer.userId);
  const articles = await getArticlesByIds(
    db,
    lines.map((line) => line.article_id),
    viewer,
    now,
  );
  return {
    items: lines.flatMap((line) => {
      const article = articles.get(line.article_id);
      return article ? [{ article, quantity: line.quantity_hundredths / 100 }] : [];
    }),
  };
}

/** Sets one line's quantity (already rounded to two decimals); 0 removes it. */
export async function setQuantity(db: Db, viewer: User, articleId: number, quantity: number, now: Date) {
  const article = await getArticle(db, articleId, viewer, now).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw validation('ArticleId', 'Cet article n’existe pas ou n’est plus en vente.');
    }
    throw error;
  });
  if (article.isOutOfStock && quantity > 0) {
    throw new AppError(
      'CONFLICT',
      `«\u00a0${article.designation}\u00a0» est en rupture\u00a0: il ne peut pas être ajouté au panier pour le moment. Choisissez un autre article ou revenez plus tard.`,
    );
  }
  await repo.setCartLine(db, viewer.userId, articleId, toHundredths(quantity), now.toISOString());
  return getCart(db, viewer, now);
}

export async function clear(db: Db, viewer: User): Promise<CartResponse> {
  await repo.clearCart(db, viewer.userId);
  return { items: [] };
}
