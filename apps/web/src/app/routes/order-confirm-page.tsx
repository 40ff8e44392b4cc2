import { howYouPay, type Order } from '@boucherie/contract';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { useOrder } from '../../features/orders/api/get-order';
import { formatPeriods, isoWeekday } from '../../features/orders/lib/order-days';
import { promiseSentence } from '../../features/orders/lib/order-place';
import { useShops } from '../../features/shops/api/get-shops';
import { formatEuros } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';

const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold';

function orderId(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** "La boutique vous accueille ce jour-là de 7 h 30 à 18 h." from the shop's hours of that weekday. */
function useOpeningTimes(order: Order | undefined): string | null {
  const shops = useShops();
  if (order?.mode !== 'Pickup') return null;
  const shop = shops.data?.shops.find((s) => s.id === order.shop.id);
  const periods = shop?.openingHours.find((d) => d.weekday === isoWeekday(order.date))?.periods;
  return periods?.length ? formatPeriods(periods) : null;
}

export function OrderConfirmPage() {
  useDocumentTitle('Commande enregistrée');
  const [params] = useSearchParams();
  const id = orderId(params.get('id'));
  const passed = (useLocation().state as { order?: Order } | null)?.order;
  const query = useOrder(id);
  const order = query.data ?? (passed && passed.id === id ? passed : undefined);
  const hours = useOpeningTimes(order);

  if (id === null) {
    return (
      <div className="flex max-w-2xl flex-col gap-3">
        <h1 className="text-3xl font-bold text-gray-900">Aucune commande à afficher</h1>
        <p className="text-gray-700">Retrouvez toutes vos commandes dans votre historique.</p>
        <Link to="/order-history" className={`${button} self-start bg-primary-700 text-white hover:bg-primary-800`}>
          Voir mes commandes
        </Link>
      </div>
    );
  }
  if (!order) {
    return query.isError ? (
      <div className="rounded-xl border border-gray-300 bg-white p-6">
        <h1 className="text-2xl font-bold text-gray-900">Commande momentanément indisponible</h1>
        <p className="mt-2 text-gray-700">
          Votre commande est enregistrée, mais nous n’avons pas pu l’afficher. Retrouvez-la dans vos commandes.
        </p>
        <Link to="/order-history" className={`${button} mt-3 bg-primary-700 text-white`}>
          Voir mes commandes
        </Link>
      </div>
    ) : (
      <LoadingBlocks label="Chargement de votre commande…" className="h-64 animate-pulse rounded-xl bg-gray-200" />
    );
  }

  const pickup = order.mode === 'Pickup';
  const total = order.priceBasis === 'HT' ? order.totalHT : order.totalTTC;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="rounded-xl border border-primary-200 bg-primary-50 p-6">
        <h1 className="text-3xl font-bold text-gray-900">Merci, votre commande est enregistrée&nbsp;!</h1>
        <p className="mt-2 text-lg text-gray-900">
          Commande{' '}
          <span className="whitespace-nowrap">
            n°&nbsp;<strong>{order.number}</strong>
          </span>
        </p>
        <p className="mt-3 text-lg text-gray-900">{promiseSentence(order)}</p>
        {hours && <p className="mt-1 text-gray-800">Horaires de la boutique ce jour-là&nbsp;: {hours}.</p>}
        <p className="mt-3 text-gray-800">
          Montant{order.hasEstimatedLines ? ' estimé' : ''}&nbsp;:{' '}
          <strong>
            {formatEuros(total)} {order.priceBasis}
          </strong>
        </p>
      </div>
      <section aria-labelledby="next-steps" className="rounded-xl border border-gray-200 bg-white p-6">
        <h2 id="next-steps" className="text-lg font-bold text-gray-900">
          Et maintenant&nbsp;?
        </h2>
        <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-gray-800">
          <li>
            Vous recevez la confirmation par <span className="whitespace-nowrap">e-mail</span>
            {pickup ? ' et par SMS' : ''}, avec le détail de votre commande.
          </li>
          <li>
            Nos bouchers préparent vos articles
            {order.hasEstimatedLines
              ? '. Les articles au poids sont pesés à ce moment-là\u00a0: le montant est ajusté au poids réel.'
              : ' avec soin.'}
          </li>
          <li>{howYouPay(order.paymentTerms, order.mode)}</li>
        </ol>
        <p className="mt-4 text-sm text-gray-700">
          Une question ou un changement&nbsp;? Appelez la boutique {order.shop.name} au{' '}
          <a href={`tel:${order.shop.phone.replace(/\s/g, '')}`} className="font-semibold text-primary-800 underline">
            {order.shop.phone}
          </a>
          .
        </p>
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={`/order/${order.id}`} className={`${button} bg-primary-700 text-white hover:bg-primary-800`}>
          Voir le détail de la commande
        </Link>
        <Link to="/order-history" className={`${button} border border-gray-400 text-gray-900 hover:bg-gray-100`}>
          Mes commandes
        </Link>
        <Link to="/products-list" className={`${button} border border-gray-400 text-gray-900 hover:bg-gray-100`}>
          Continuer mes achats
        </Link>
      </div>
    </div>
  );
}
