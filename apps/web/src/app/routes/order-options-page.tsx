import type { Order } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks, sameBlocks } from '../../components/ui/loading-blocks';
import { CART_QUERY_KEY } from '../../features/cart/api/get-cart';
import { useCart } from '../../features/cart/api/use-cart';
import { lineTotal } from '../../features/cart/lib/cart-lines';
import { priceInSpace } from '../../features/catalogue/lib/price-in-space';
import { orderQueryOptions } from '../../features/orders/api/get-order';
import { ORDERS_QUERY_KEY } from '../../features/orders/api/get-orders';
import { LoginToOrder } from '../../features/orders/components/login-to-order';
import { OrderOptionsForm } from '../../features/orders/components/order-options-form';
import type { CartLineSummary } from '../../features/orders/lib/order-form';
import { ProPendingNotice } from '../../features/session/components/pro-pending-notice';
import { isProUser } from '../../features/session/session-user';
import { useSession } from '../../features/session/use-session';
import { useShops } from '../../features/shops/api/get-shops';
import { openingLines } from '../../features/shops/lib/opening-hours';
import { useDocumentTitle } from '../../lib/use-document-title';

const button = 'inline-flex min-h-11 items-center rounded-lg px-5 font-semibold';
const LOGIN_TO_ORDER = `/account/login?redirect=${encodeURIComponent('/order-options')}`;

export function OrderOptionsPage() {
  useDocumentTitle('Retrait ou livraison');
  const { user } = useSession();
  const cart = useCart();
  const shops = useShops();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<Order | null>(null);
  // Priced as the server will price the order: pro prices excl. VAT for an approved pro, consumer prices otherwise.
  const space = isProUser(user) ? 'pro' : 'particulier';

  function onPlaced(order: Order) {
    setPlaced(order);
    queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
    void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    // The server emptied the cart with the order.
    queryClient.setQueryData(CART_QUERY_KEY, { items: [] });
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    // A card payment: the provider's page takes the card (nothing of it reaches the shop), then sends the
    // customer back to the order's page.
    if (order.payment.checkoutUrl) {
      window.location.assign(order.payment.checkoutUrl);
      return;
    }
    void navigate(`/order-confirm?id=${order.id}`, { state: { order } });
  }

  let content: ReactNode;
  if (placed) {
    content = (
      <p role="status" className="text-gray-800">
        Votre commande <span className="whitespace-nowrap">n°&nbsp;{placed.number}</span> est enregistrée.
      </p>
    );
  } else if (cart.items === undefined && cart.isError) {
    content = <LoadError message="Votre panier n’a pas pu être chargé." onRetry={cart.retry} />;
  } else if (cart.items === undefined) {
    content = (
      <LoadingBlocks
        label="Chargement de votre panier…"
        className="flex flex-col gap-4"
        blocks={sameBlocks(3, 'h-32 animate-pulse rounded-xl bg-gray-200')}
      />
    );
  } else if (cart.items.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-gray-900">Votre panier est vide.</p>
        <p className="text-gray-700">Choisissez d’abord vos pièces, nous les préparons pour vous.</p>
        <Link to="/products-list" className={`${button} bg-primary-700 text-white hover:bg-primary-800`}>
          Parcourir nos produits
        </Link>
      </div>
    );
  } else if (!user) {
    content = <LoginToOrder articleCount={cart.items.length} />;
  } else {
    const lines: CartLineSummary[] = cart.items.map((item) => ({
      articleId: item.article.id,
      designation: item.article.designation,
      quantity: item.quantity,
      saleUnit: item.article.saleUnit,
      unitPrice: priceInSpace(item.article, space).amount,
      lineTotal: lineTotal(item, space),
      vatRate: item.article.vatRate,
      isEstimated: item.article.saleUnit === 'kg',
    }));
    content = (
      <OrderOptionsForm
        user={user}
        lines={lines}
        shops={shops.data?.shops}
        hoursOf={(shop) => openingLines(shop.openingHours)}
        onPlaced={onPlaced}
        onLoginRequired={() => void navigate(LOGIN_TO_ORDER)}
        onCartRefused={() => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to="/cart" className="inline-flex min-h-11 items-center text-sm text-gray-700 underline">
          ← Retour au panier
        </Link>
        <h1 className="text-3xl font-bold text-gray-900">Retrait ou livraison</h1>
        <p className="mt-1 text-gray-700">Choisissez où et quand vous recevez votre commande, puis validez-la.</p>
      </div>
      <ProPendingNotice />
      {content}
    </div>
  );
}
