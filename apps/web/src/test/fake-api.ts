import type { Article } from '@boucherie/contract';
import { vi } from 'vitest';

export const sampleArticle: Article = {
  id: 1,
  designation: 'Côte de bœuf',
  description: 'Maturée trois semaines.',
  subFamily: 'Pièces à griller',
  subCategoryId: 1,
  categoryId: 1,
  category: 'Bœuf',
  saleUnit: 'kg',
  averageWeightGrams: null,
  pricePerUnit: 38.9,
  discountIsActive: true,
  discountedPrice: 34.9,
  purchasePricePerUnit: 28.7,
  discountedPurchasePricePerUnit: 25.7,
  referencePrice: 38.9,
  referencePurchasePrice: 28.7,
  vatRate: 5.5,
  isHighlighted: true,
  origin: null,
  allergens: [],
  imageUrl: '/images/articles/cote-de-boeuf.svg',
  isFavorite: false,
  defaultQuantity: 1,
  quantityStep: 0.1,
  gramsPerPerson: 400,
  breed: 'Charolaise',
  maturation: 'Maturée 21 jours sur l’os',
  labels: [],
  farm: 'Élevage Charles, pays de Nied (Moselle)',
  cookingAdvice: null,
  isOutOfStock: false,
  imageSrcSet: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', authenticated: 'false' },
  });

const notFound = (detail: string) => json(404, { title: 'Ressource introuvable', status: 404, detail });

/** A visitor gets no pro prices: the API sends them to approved pros only. */
const asVisitorSees = (article: Article): Article => ({
  ...article,
  purchasePricePerUnit: null,
  discountedPurchasePricePerUnit: null,
  referencePurchasePrice: null,
});

/** A stand-in for the API of a visitor: the catalogue answers, /api/accounts/* does not exist yet. */
export function stubApi(articles: Article[] = [sampleArticle]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    if (path === '/api/shops') return json(200, { shops: [] });
    if (path === '/api/article-categories') return json(200, { categories: [] });
    if (path === '/api/articles') {
      const items = articles.map(asVisitorSees);
      return json(200, { items, pageNumber: 1, pageSize: 24, totalCount: items.length, totalPages: 1 });
    }
    const id = /^\/api\/articles\/(\d+)$/.exec(path)?.[1];
    const article = articles.find((a) => String(a.id) === id);
    if (article) return json(200, asVisitorSees(article));
    return notFound(`Aucune ressource ne correspond à GET ${path}.`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
