import { DeliveryList } from '../../features/admin-orders/components/delivery-list';
import { useAdminDay } from '../../features/admin-session/hooks/use-admin-day';
import { dayName, formatDay } from '../../features/admin-session/lib/admin-days';
import { useDocumentTitle } from '../../lib/use-document-title';

// A4 without the browser's margins eating the table; the back office's frame is hidden (print:hidden).
const PRINT_CSS = '@page { size: A4 portrait; margin: 12mm; }';

/** /admin/deliveries: the day's round, by post code, printable on A4. */
export function AdminDeliveriesPage() {
  const { shop, date, today, query } = useAdminDay();
  const name = dayName(date, today);
  useDocumentTitle(`Livraisons · ${name}`);
  if (!shop) return null;
  return (
    <div className="flex flex-col gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">
          <span className="print:hidden">Livraisons · {name}</span>
          <span className="hidden print:inline">
            Livraisons du {formatDay(date)} · {shop.name}
          </span>
        </h1>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex min-h-12 items-center rounded-lg bg-primary-700 px-5 text-lg font-semibold text-white hover:bg-primary-800 print:hidden"
        >
          Imprimer
        </button>
      </div>
      <p className="text-gray-700 print:hidden">Triées par heure de livraison, puis par code postal.</p>
      <DeliveryList shopId={shop.id} date={date} orderHref={(id) => `/admin/orders/${id}${query}`} />
    </div>
  );
}
