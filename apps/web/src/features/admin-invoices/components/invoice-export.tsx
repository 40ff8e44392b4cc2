import { InvoiceExportQuery } from '@boucherie/contract';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { todayInParis } from '../../../lib/paris-day';
import { invoicesCsvUrl } from '../api/get-order-invoices';

const monthStart = () => `${todayInParis().slice(0, 8)}01`;
type Values = { from: string; to: string };

/**
 * The accountant's CSV: a period's invoices and credit notes, one row per VAT rate (a plain download). The
 * export's own query schema says when the period cannot be exported; the link waits for a good one.
 */
export function InvoiceExport() {
  const form = useZodForm<Values, typeof InvoiceExportQuery>(InvoiceExportQuery, {
    from: monthStart(),
    to: todayInParis(),
  });
  const { from, to } = form.watch();
  const valid = InvoiceExportQuery.safeParse({ from, to }).success;
  const { errors } = form.formState;
  return (
    <div className="flex flex-wrap items-end gap-4">
      {(['from', 'to'] as const).map((name) => (
        <TextField
          key={name}
          size="lg"
          id={`export-${name}`}
          label={name === 'from' ? 'Du' : 'Au'}
          type="date"
          error={errors[name]?.message}
          // Changing the start checks the end again: the period's rules speak under « Au ».
          registration={form.register(name, name === 'from' ? { deps: ['to'] } : {})}
        />
      ))}
      <a
        href={valid ? invoicesCsvUrl(from, to) : undefined}
        aria-disabled={!valid || undefined}
        download
        className="inline-flex min-h-12 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 aria-disabled:bg-gray-400"
      >
        Exporter en CSV
      </a>
    </div>
  );
}
