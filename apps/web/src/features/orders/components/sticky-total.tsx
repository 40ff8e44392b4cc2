import { formatEuros } from '../../../lib/format';
import type { OrderTotalsValues } from '../lib/order-totals';

/**
 * On a phone the summary and its « Valider ma commande » come after every choice, screens down: this bar keeps
 * the total in sight while the customer chooses, and one tap takes them to the summary. Wider screens have the
 * summary beside the choices. It scrolls away with the choices, as the summary comes into view.
 */
/** To the summary's title, focused, so that a screen reader reads on from there. */
function toSummary() {
  const title = document.getElementById('summary-title');
  title?.scrollIntoView({ block: 'start' });
  title?.focus({ preventScroll: true });
}

export function StickyTotal({ totals }: { totals: OrderTotalsValues }) {
  const pro = totals.priceBasis === 'HT';
  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex items-center justify-between gap-3 border-t border-gray-200 bg-white px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:hidden">
      <p className="text-gray-900">
        <span className="block text-sm text-gray-700">Total estimé {pro ? 'HT' : 'TTC'}</span>
        <span className="text-xl font-bold tabular-nums">{formatEuros(pro ? totals.totalHT : totals.totalTTC)}</span>
      </p>
      <button
        type="button"
        onClick={toSummary}
        className="inline-flex min-h-12 items-center rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800"
      >
        Récapitulatif
      </button>
    </div>
  );
}
