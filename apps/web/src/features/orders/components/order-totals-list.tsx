import { formatEuros } from '../../../lib/format';
import { formatRate, type OrderTotalsValues } from '../lib/order-totals';

/**
 * The totals of an order in its basis: a particulier reads TTC with the VAT it includes, a pro
 * reads HT, the VAT per rate to add, then TTC.
 */
export function OrderTotalsList({ totals }: { totals: OrderTotalsValues }) {
  const { priceBasis: basis } = totals;
  const pro = basis === 'HT';
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-gray-800">
      <dt>Articles ({basis})</dt>
      <dd className="text-right tabular-nums">{formatEuros(totals.linesTotal)}</dd>
      {totals.deliveryFee > 0 && (
        <>
          <dt>Frais de livraison ({basis})</dt>
          <dd className="text-right tabular-nums">{formatEuros(totals.deliveryFee)}</dd>
        </>
      )}
      {pro ? (
        <>
          <GrandTotal label="Total HT" cents={totals.totalHT} />
          <VatLines rates={totals.vatByRate} label="TVA" />
          <dt className="font-semibold text-gray-900">Total TTC</dt>
          <dd className="text-right font-semibold text-gray-900 tabular-nums">{formatEuros(totals.totalTTC)}</dd>
        </>
      ) : (
        <>
          <GrandTotal label="Total TTC" cents={totals.totalTTC} />
          <VatLines rates={totals.vatByRate} label="Dont TVA" small />
        </>
      )}
    </dl>
  );
}

/** The total the customer reads first: HT for a pro, TTC for a particulier. */
function GrandTotal({ label, cents }: { label: string; cents: number }) {
  return (
    <>
      <dt className="pt-2 text-lg font-bold text-gray-900">{label}</dt>
      <dd className="pt-2 text-right text-2xl font-bold text-gray-900 tabular-nums">{formatEuros(cents)}</dd>
    </>
  );
}

/** The VAT per rate: to add for a pro, included (in small) for a particulier. */
function VatLines({
  rates,
  label,
  small = false,
}: {
  rates: OrderTotalsValues['vatByRate'];
  label: string;
  small?: boolean;
}) {
  return rates.map((vat) => (
    <div key={vat.rate} className="contents">
      <dt className={small ? 'text-sm' : undefined}>
        {label} {formatRate(vat.rate)}
      </dt>
      <dd className={`text-right ${small ? 'text-sm ' : ''}tabular-nums`}>{formatEuros(vat.amount)}</dd>
    </div>
  ));
}
