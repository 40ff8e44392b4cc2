import type { Shop } from '@boucherie/contract';
import { openingLines } from '../lib/opening-hours';

function telHref(phone: string) {
  // French numbers are dialled from abroad too: 03 87 … → +33 3 87 …
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `tel:+33${digits.slice(1)}` : `tel:${digits}`;
}

/** The shops with address, phone and opening hours; `compact` for the footer. */
export function ShopList({ shops, compact = false }: { shops: Shop[]; compact?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {shops.map((shop) => (
        <li key={shop.id} className={compact ? '' : 'rounded-xl border border-gray-200 bg-white p-5'}>
          <h3 className={`font-semibold text-gray-900 ${compact ? 'text-base' : 'text-lg'}`}>{shop.name}</h3>
          <address className="mt-1 text-sm text-gray-700 not-italic">
            {shop.address.street}
            <br />
            {shop.address.postCode} {shop.address.city}
            <br />
            <a href={telHref(shop.phone)} className="inline-flex min-h-11 items-center text-primary-800 underline">
              {shop.phone}
            </a>
          </address>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            {openingLines(shop.openingHours).map((line) => (
              <div key={line.days} className="contents">
                <dt className="text-gray-600">{line.days}</dt>
                <dd className="text-gray-900">{line.hours}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
