import type { Order } from '@boucherie/contract';
import { useQueries } from '@tanstack/react-query';
import { articleQueryOptions } from '../../features/catalogue/api/get-article';
import { priceInSpace } from '../../features/catalogue/lib/price-in-space';
import type { TodayArticle } from '../../features/orders/lib/quantity-changes';
import { isApiError } from '../../lib/api-error';

/**
 * Today's price of each article of an order, in the order's basis, read from the catalogue while the
 * customer changes the quantities (`enabled`): a changed line is priced as today (ADR 030). An article no
 * longer sold answers 404: not orderable.
 */
export function useTodayArticles(order: Order | undefined, enabled: boolean): ReadonlyMap<number, TodayArticle> {
  const lines = order?.lines ?? [];
  const results = useQueries({
    queries: lines.map((line) => ({ ...articleQueryOptions(line.articleId), enabled, staleTime: 0, retry: false })),
  });
  const space = order?.priceBasis === 'HT' ? 'pro' : 'particulier';
  const today = new Map<number, TodayArticle>();
  results.forEach((result, i) => {
    const line = lines[i];
    if (!line) return;
    if (result.data) {
      const shown = priceInSpace(result.data, space);
      today.set(line.articleId, {
        // A price in another basis (a pro no longer approved) is not this order's: its own price stays.
        unitPrice: shown.tax === order?.priceBasis ? shown.amount : null,
        orderable: !result.data.isOutOfStock,
        step: result.data.quantityStep,
      });
    } else if (isApiError(result.error, 404)) {
      today.set(line.articleId, { unitPrice: null, orderable: false, step: line.saleUnit === 'kg' ? 0.1 : 1 });
    }
  });
  return today;
}
