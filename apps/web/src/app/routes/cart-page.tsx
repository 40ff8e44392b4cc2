import type { CartItem } from '@boucherie/contract';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks, sameBlocks } from '../../components/ui/loading-blocks';
import { useCart } from '../../features/cart/api/use-cart';
import { CartLine } from '../../features/cart/components/cart-line';
import { CartTotals } from '../../features/cart/components/cart-totals';
import { ClearCartButton } from '../../features/cart/components/clear-cart-button';
import { useOrderChoices } from '../../features/orders/hooks/use-order-choices';
import { ProPendingNotice } from '../../features/session/components/pro-pending-notice';
import { useSession } from '../../features/session/use-session';
import { useShops } from '../../features/shops/api/get-shops';
import { LazyStandingOrderForm } from '../../features/standing-orders/components/lazy-standing-order-form';
import { StandingOffer } from '../../features/standing-orders/components/standing-offer';
import { valuesFromCart } from '../../features/standing-orders/lib/standing-values';
import { formatQuantity } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStandingCreated } from './use-standing-created';

const link = 'inline-flex min-h-11 items-center rounded-lg px-5 font-semibold';

function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
      <p className="text-lg font-semibold text-gray-900">Votre panier est vide.</p>
      <p className="text-gray-700">Choisissez vos pièces dans nos rayons, nous les préparons pour vous.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/products-list" className={`${link} bg-primary-700 text-white hover:bg-primary-800`}>
          Parcourir nos produits
        </Link>
        <Link
          to="/products-list?DiscountedOnly=true"
          className={`${link} border border-gray-400 text-gray-900 hover:bg-gray-100`}
        >
          Voir les promotions
        </Link>
      </div>
    </div>
  );
}

function CartSkeleton() {
  return (
    <LoadingBlocks
      label="Chargement du panier…"
      className="flex flex-col gap-4"
      blocks={sameBlocks(3, 'h-24 animate-pulse rounded-xl bg-gray-200')}
    />
  );
}

/**
 * « Ce panier chaque semaine »: the standing order's form, its place being the mode and shop chosen for
 * orders (the footer has the shops already). Mounted only once asked for: the preferred day's Paris date
 * costs a time-zone lookup the cart itself does not need.
 */
function CartStandingOrderForm({ items, onCancel }: { items: readonly CartItem[]; onCancel: () => void }) {
  const { user } = useSession();
  const shops = useShops();
  const choices = useOrderChoices(user, shops.data?.shops);
  const onCreated = useStandingCreated();
  return (
    <LazyStandingOrderForm
      source={{ kind: 'cart' }}
      initial={valuesFromCart(choices, user)}
      user={user}
      shops={shops.data?.shops}
      summary={
        items.length > 1
          ? `Les ${items.length} articles de votre panier, aux mêmes quantités.`
          : 'L’article de votre panier, à la même quantité.'
      }
      onCreated={onCreated}
      onCancel={onCancel}
    />
  );
}

export function CartPage() {
  useDocumentTitle('Mon panier');
  const { space, isLoggedIn } = useSession();
  const cart = useCart();
  const [standingOpen, setStandingOpen] = useState(false);
  const { items } = cart;
  const titleRef = useRef<HTMLHeadingElement>(null);

  /** A line taken out says so, with « Annuler » to put it back as it was. */
  const remove = (item: CartItem) => {
    void cart.setQuantity(item.article, 0).catch(() => {});
    const restore = () => void cart.setQuantity(item.article, item.quantity).catch(() => {});
    void showToast(
      'message',
      `Retiré du panier\u00a0: ${item.article.designation}, ${formatQuantity(item.quantity, item.article.saleUnit)}.`,
      { action: { label: 'Annuler', onClick: restore } },
    );
  };

  let content: ReactNode;
  if (items === undefined && cart.isError) {
    content = <LoadError message="Votre panier n’a pas pu être chargé." onRetry={cart.retry} />;
  } else if (items === undefined) {
    content = <CartSkeleton />;
  } else if (items.length === 0) {
    content = <EmptyCart />;
  } else {
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-4">
          <ul
            aria-label="Articles du panier"
            className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white px-4"
          >
            {items.map((item) => (
              <CartLine
                key={item.article.id}
                item={item}
                space={space}
                onQuantity={(quantity) => {
                  if (quantity === 0) remove(item);
                  else void cart.setQuantity(item.article, quantity).catch(() => {});
                }}
                onRemove={() => remove(item)}
              />
            ))}
          </ul>
          <ClearCartButton
            onConfirm={async () => {
              await cart.clear();
              // The question disappears with the lines: keyboard focus goes back to the top of the page.
              titleRef.current?.focus();
              void showToast('success', 'Votre panier a été vidé.');
            }}
          />
        </div>
        <div className="flex flex-col gap-4">
          <CartTotals items={items} space={space} loggedIn={isLoggedIn} />
          {isLoggedIn && !standingOpen && (
            <StandingOffer
              onOpen={() => setStandingOpen(true)}
              text="Ce panier chaque semaine, passé pour vous le jour de votre choix."
            />
          )}
        </div>
        {isLoggedIn && standingOpen && (
          <div className="lg:col-span-2">
            <CartStandingOrderForm items={items} onCancel={() => setStandingOpen(false)} />
          </div>
        )}
      </div>
    );
  }

  // At least a screen high: the footer stays below the fold whether the lines are loading, shown or gone
  // (a visitor's arrive once the page runs), so nothing the customer sees jumps.
  return (
    <div className="flex min-h-dvh flex-col gap-6">
      <h1 ref={titleRef} tabIndex={-1} className="text-3xl font-bold text-gray-900 focus:outline-none">
        Mon panier
      </h1>
      <ProPendingNotice />
      {content}
    </div>
  );
}
