import type { Order } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { useCart } from '../../features/cart/api/use-cart';
import { articleQueryOptions } from '../../features/catalogue/api/get-article';
import { useOrder } from '../../features/orders/api/get-order';
import { CancelOrderAction } from '../../features/orders/components/cancel-order-action';
import { ChangeQuantitiesAction } from '../../features/orders/components/change-quantities-action';
import { OrderDetails } from '../../features/orders/components/order-details';
import { carriedRequests } from '../../features/orders/lib/carried-requests';
import { useSession } from '../../features/session/use-session';
import { useShops } from '../../features/shops/api/get-shops';
import { LazyStandingOrderForm } from '../../features/standing-orders/components/lazy-standing-order-form';
import { StandingOffer } from '../../features/standing-orders/components/standing-offer';
import { valuesFromOrder } from '../../features/standing-orders/lib/standing-values';
import { isApiError } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStandingCreated } from './use-standing-created';
import { useTodayArticles } from './use-today-articles';

const button = 'inline-flex min-h-12 items-center justify-center rounded-lg px-5 font-semibold';

/** The withdrawn articles, named between French quotes, and that they were left out. */
function withdrawnMessage(designations: string[]): string {
  const names = designations.map((d) => `«\u00a0${d}\u00a0»`).join(', ');
  return designations.length > 1
    ? `${names} ne sont plus en vente et n’ont pas été ajoutés au panier.`
    : `${names} n’est plus en vente et n’a pas été ajouté au panier.`;
}

/** "Commander à nouveau": each line of the order set in the cart with the same quantity. */
function useReorder() {
  const cart = useCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function reorder(order: Order) {
    setBusy(true);
    const withdrawn: string[] = [];
    try {
      for (const line of order.lines) {
        try {
          // Today's article (an article no longer sold answers 404), then its quantity in the cart.
          const article = await queryClient.fetchQuery({ ...articleQueryOptions(line.articleId), staleTime: 0 });
          await cart.setQuantity(article, line.quantity);
        } catch (error) {
          if (isApiError(error) && error.status < 500 && error.status !== 401) withdrawn.push(line.designation);
          else throw error;
        }
      }
    } catch {
      void showToast('error', 'Votre panier n’a pas pu être complété. Réessayez dans un instant.');
      setBusy(false);
      return;
    }
    setBusy(false);
    if (withdrawn.length > 0) void showToast('warning', withdrawnMessage(withdrawn));
    if (withdrawn.length === order.lines.length) return;
    // The notes and the driver's instructions wait for the order screen, which prefills them.
    const notes = Object.fromEntries(
      order.lines.flatMap((line) => (line.preparationNote ? [[line.articleId, line.preparationNote]] : [])),
    );
    carriedRequests.save({
      orderNumber: order.number,
      notes,
      deliveryInstructions: order.deliveryInstructions ?? '',
    });
    const withNotes = Object.keys(notes).length > 0 ? ', avec vos demandes de préparation' : '';
    void showToast(
      'success',
      `Les articles de la commande n°\u00a0${order.number} sont dans votre panier${withNotes}.`,
    );
    void navigate('/cart');
  }

  return { reorder, busy };
}

/**
 * Once the customer cancelled, the button they pressed is gone, often below the fold on a phone: the page
 * goes back to its top, where « Annulée » and « Vous avez annulé cette commande. » now stand, and focuses
 * that sentence so that a screen reader says it (issue 45).
 */
function useCancelledNotice(order: Order | undefined) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [shown, setShown] = useState(false);
  const cancelled = order?.status === 'Cancelled';
  useEffect(() => {
    if (!shown || !cancelled) return;
    window.scrollTo({ top: 0 });
    ref.current?.focus({ preventScroll: true });
    setShown(false);
  }, [shown, cancelled]);
  return { ref, show: () => setShown(true) };
}

export function OrderPage() {
  // The route loader has already checked that the id is a positive integer; a 404 reaches the error page.
  const id = Number(useParams().id);
  const { data: order, isError, refetch } = useOrder(id);
  const { reorder, busy } = useReorder();
  const { user } = useSession();
  const shops = useShops();
  const [standingOpen, setStandingOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const today = useTodayArticles(order, changing);
  const onStandingCreated = useStandingCreated();
  useDocumentTitle(order ? `Commande n°\u00a0${order.number}` : 'Ma commande');
  const cancelledRef = useCancelledNotice(order);

  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/order-history"
        className="inline-flex min-h-11 items-center self-start text-sm text-gray-700 underline"
      >
        ← Mes commandes
      </Link>
      {order ? (
        <OrderDetails
          order={order}
          cancelledRef={cancelledRef.ref}
          actions={
            <div className="flex flex-col gap-2">
              <button
                type="button"
                disabled={busy}
                onClick={() => void reorder(order)}
                className={`${button} bg-primary-700 text-white hover:bg-primary-800 disabled:cursor-wait disabled:bg-gray-500`}
              >
                Commander à nouveau
              </button>
              <p className="text-sm text-gray-700">
                Les mêmes articles, aux mêmes quantités et avec les mêmes préparations, dans votre panier, aux prix du
                jour.
              </p>
              <p role="status" className="min-h-5 text-sm text-gray-700">
                {busy ? 'Ajout des articles au panier…' : ''}
              </p>
              <ChangeQuantitiesAction order={order} today={today} open={changing} onOpenChange={setChanging} />
              {!changing && <CancelOrderAction order={order} onCancelled={cancelledRef.show} />}
              {!standingOpen && (
                <StandingOffer
                  onOpen={() => setStandingOpen(true)}
                  text="Cette commande chaque semaine, passée pour vous le jour de votre choix."
                />
              )}
            </div>
          }
        />
      ) : isError ? (
        <LoadError
          title="Commande momentanément indisponible"
          message="Nous n’avons pas pu charger cette commande."
          onRetry={() => void refetch()}
        />
      ) : (
        <LoadingBlocks
          label="Chargement de la commande…"
          className="flex flex-col gap-4"
          blocks={['h-10 w-2/3 animate-pulse rounded bg-gray-200', 'h-64 animate-pulse rounded-xl bg-gray-200']}
        />
      )}
      {order && standingOpen && (
        <LazyStandingOrderForm
          source={{ kind: 'order', orderId: order.id, orderNumber: order.number }}
          initial={valuesFromOrder(order, user)}
          user={user}
          shops={shops.data?.shops}
          summary={`Les articles de la commande n°\u00a0${order.number}, aux mêmes quantités et avec les mêmes préparations.`}
          onCreated={onStandingCreated}
          onCancel={() => setStandingOpen(false)}
        />
      )}
    </div>
  );
}
