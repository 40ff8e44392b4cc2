import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { todayInParis } from '../../../lib/paris-day';

const monthStart = () => `${todayInParis().slice(0, 8)}01`;

/** The accountant's CSV: a period's invoices and credit notes, one row per VAT rate (a plain download). */
export function InvoiceExport() {
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(todayInParis);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <TextField
        size="lg"
        id="export-from"
        label="Du"
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField
        size="lg"
        id="export-to"
        label="Au"
        type="date"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={valid ? undefined : 'La période finit avant de commencer.'}
      />
      <a
        href={valid ? `/api/admin/invoices.csv?from=${from}&to=${to}` : undefined}
        aria-disabled={!valid || undefined}
        download
        className="inline-flex min-h-12 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 aria-disabled:bg-gray-400"
      >
        Exporter en CSV
      </a>
    </div>
  );
}
