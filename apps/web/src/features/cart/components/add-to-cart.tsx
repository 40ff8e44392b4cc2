import type { Article } from '@boucherie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CartIcon } from '../../../components/ui/icons';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { formatQuantity } from '../../../lib/format';
import { nextTask } from '../../../lib/next-task';
import { showToast } from '../../../lib/toast';
import type { PriceSpace } from '../../catalogue';
import { addToCart } from '../api/use-cart';
import { defaultQuantity, quantityStep } from '../lib/cart-lines';
import { estimateText } from '../lib/estimate';
import { stepperFor } from '../lib/quantity-labels';
import { PortionHelper } from './portion-helper';

type Props = { article: Article; space: PriceSpace; variant?: 'card' | 'row' | 'page' };

/**
 * Quantity stepper starting at the butcher's suggestion, the estimated price of that quantity beside it,
 * and "Ajouter au panier", confirmed by a toast that leads to the cart. The page adds the portion helper.
 */
export function AddToCart(props: Props) {
  // A change of space starts again from that space's quantity (a pro's kilo, a particulier's steak).
  return <AddToCartControls key={props.space} {...props} />;
}

function AddToCartControls({ article, space, variant = 'card' }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(() => defaultQuantity(article, space));
  const [busy, setBusy] = useState(false);
  // « 500 kg ? Vouliez-vous dire 500 g ? » waits for its answer: nothing is added meanwhile.
  const [asking, setAsking] = useState(false);
  const stepper = stepperFor(article, quantity);

  async function add(amount: number = quantity) {
    setBusy(true);
    try {
      const total = await addToCart(queryClient, article, amount);
      const added = formatQuantity(amount, article.saleUnit);
      const inCart = total === amount ? '' : ` (${formatQuantity(total, article.saleUnit)} au total)`;
      // The tap's answer (the badge's count) paints first; the toast, its library loaded on the first one, after.
      await nextTask();
      void showToast('success', `Ajouté au panier\u00a0: ${article.designation}, ${added}${inCart}.`, {
        action: { label: 'Voir le panier', onClick: () => void navigate('/cart') },
      });
    } catch {
      // The cart has reported why.
    } finally {
      setBusy(false);
    }
  }

  const page = variant === 'page';
  if (article.isOutOfStock) {
    // Shown, never added: the cart refuses it too.
    return (
      <p
        className={`flex min-h-11 items-center justify-center rounded-lg bg-gray-100 px-3 text-center font-semibold text-gray-700 ${page ? 'text-lg' : ''}`}
      >
        En rupture pour le moment
      </p>
    );
  }
  const card = variant === 'card';
  const stepperField = (
    <QuantityStepper
      value={quantity}
      onChange={setQuantity}
      min={quantityStep(article)}
      {...stepper}
      disabled={busy}
      wide={card}
      onEnter={(typed) => void add(typed)}
      onAskingChange={setAsking}
    />
  );
  // While « 500 kg ? » waits, the quantity is not known: no price for one it may not be (issue 45).
  const estimate = (
    <output className="text-sm font-medium text-gray-700 tabular-nums">
      {asking ? 'Prix selon votre réponse' : estimateText(article, quantity, space)}
    </output>
  );
  const button = (
    <button
      type="button"
      onClick={() => void add()}
      disabled={busy || asking}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-primary-700 font-semibold text-white hover:bg-primary-800 disabled:opacity-70 ${
        page ? 'px-6 text-lg max-md:w-full max-md:px-4' : 'flex-1 px-3'
      }`}
    >
      <CartIcon className="size-5" />
      {page ? (
        // On a phone « Ajouter » sits beside the quantity, the cart's icon saying where.
        <span>
          Ajouter<span className="max-md:sr-only"> au panier</span>
        </span>
      ) : (
        <span>
          Ajouter<span className="sr-only"> {article.designation} au panier</span>
        </span>
      )}
    </button>
  );

  // A narrow card stacks everything; a row puts the estimate under its controls, the page beside the stepper.
  if (card) {
    return (
      <div className="flex flex-col gap-2">
        {stepperField}
        {estimate}
        {button}
      </div>
    );
  }
  if (!page) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        {stepperField}
        {button}
        <div className="w-full">{estimate}</div>
      </div>
    );
  }
  // On a phone the quantity and the button stay at the bottom of the screen while the article's column is in
  // view (sticky to the page's column: the wrapper steps aside), so « Ajouter au panier » is never below the
  // fold; they settle in place once scrolled to (issue 30).
  return (
    <div className="flex flex-col items-start gap-3 max-md:contents">
      <PortionHelper article={article} quantity={quantity} onQuantity={setQuantity} disabled={busy} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 max-md:sticky max-md:bottom-0 max-md:z-10 max-md:-mx-4 max-md:border-t max-md:border-gray-200 max-md:bg-white max-md:px-4 max-md:pt-2 max-md:pb-[max(0.5rem,env(safe-area-inset-bottom))] md:gap-y-3">
        {stepperField}
        <div className="max-md:order-last max-md:w-full">{estimate}</div>
        <div className="max-md:flex-1 md:w-full">{button}</div>
      </div>
    </div>
  );
}
