import { type CartResponse, type QuantityLimits, toHundredths } from '@boucherie/contract';
import type { Db } from '../../db/database.js';
import { AppError, validation } from '../../errors.js';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache.js';
import { businessPhone, ceilingPassed, ceilingRefusal } from '../quantity-limits/quantity-limits.service.js';
import type { Asker } from '../sessions/asker.js';
import type { Viewer } from '../sessions/sessions.js';
import * as repo from './cart.repository.js';

type User = NonNullable<Viewer>;

/**
 * The cart as JSON, its articles taken from the catalogue in memory (ADR 026): the same text the route's
 * serialiser would write from getCart, without reading and serialising each article again.
 */
export async function getCartJson(db: Db, catalogue: CatalogueCache, asker: Asker, viewer: User): Promise<Buffer> {
  const [lines, view] = await Promise.all([repo.findCartLines(db, viewer.userId), catalogue.view(asker)]);
  return cartJson(lines, view);
}

type CatalogueView = Awaited<ReturnType<CatalogueCache['view']>>;

/**
 * Written as bytes into one buffer, each article's JSON copied from its kept bytes: composed as a string, a
 * cart of 5 kB made 10 to 20 kB of young garbage per answer (the text, then Node's join with the headers), a
 * third of the process's time in collections under load (ADR 029).
 */
function cartJson(lines: Awaited<ReturnType<typeof repo.findCartLines>>, view: CatalogueView): Buffer {
  // Every string part is ASCII (keys, punctuation, digits): one byte per character.
  const parts: (string | Buffer)[] = ['{"items":['];
  for (const line of lines) {
    const article = view.bytes(line.article_id);
    if (!article) continue;
    parts.push(parts.length > 1 ? ',{"article":' : '{"article":', article);
    parts.push(`,"quantity":${JSON.stringify(line.quantity_hundredths / 100)}}`);
  }
  parts.push(']}');
  let length = 0;
  for (const part of parts) length += part.length;
  const out = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const part of parts)
    offset += typeof part === 'string' ? out.write(part, offset, 'latin1') : part.copy(out, offset);
  return out;
}

/**
 * Sets one line's quantity (already rounded to two decimals); 0 removes it; answers the cart as JSON. A
 * quantity past the line's ceiling (`limits`: the business's, from memory) is refused with the business's
 * phone: no shop is chosen yet.
 */
export async function setQuantity(
  db: Db,
  catalogue: CatalogueCache,
  asker: Asker,
  viewer: User,
  articleId: number,
  quantity: number,
  limits: () => Promise<QuantityLimits>,
) {
  const [view, ceilings] = await Promise.all([catalogue.view(asker), quantity > 0 ? limits() : null]);
  const article = view.row(articleId);
  if (!article)
    throw validation('ArticleId', 'Cet article n’existe pas ou n’est plus en vente.', 'ARTICLE_UNAVAILABLE');
  if (article.is_out_of_stock === 1 && quantity > 0) {
    throw new AppError(
      'OUT_OF_STOCK',
      `«\u00a0${article.designation}\u00a0» est en rupture\u00a0: il ne peut pas être ajouté au panier pour le moment. Choisissez un autre article ou revenez plus tard.`,
    );
  }
  const line = {
    designation: article.designation,
    sale_unit: article.sale_unit,
    quantity_hundredths: toHundredths(quantity),
  };
  const ceiling = ceilings && ceilingPassed(ceilings, viewer.isApprovedPro, line);
  if (ceiling !== null) throw ceilingRefusal('Quantity', line, ceiling, await businessPhone(db));
  const lines = await repo.setCartLine(db, viewer.userId, articleId, line.quantity_hundredths, asker.now.toISOString());
  // The catalogue as read at the start of this request: a change committed since may or may not show,
  // as with any answer that a change overtakes.
  return cartJson(lines, view);
}

export async function clear(db: Db, viewer: User): Promise<CartResponse> {
  await repo.clearCart(db, viewer.userId);
  return { items: [] };
}
