import { mealVoucherSplitText } from '@boucherie/contract';
import { useMealVoucherSplit } from '../api/get-meal-voucher-split';

type Props = { day: string | null /** The order's total, in cents (the delivery fee included). */; totalCents: number };

/**
 * The split said before the order (ADR 073): « Titre-restaurant 18,40 € + carte 7,10 € », or why titres pay
 * nothing that day (a Sunday, a bank holiday, the day's 25 € used, nothing eligible).
 */
export function MealVoucherSplit({ day, totalCents }: Props) {
  const split = useMealVoucherSplit(day);
  if (!day) return <span className="block text-sm text-gray-700">Choisissez d’abord le jour.</span>;
  if (!split.data) return <span className="block text-sm text-gray-700">Calcul de la part en titres…</span>;
  const { voucher, message } = split.data;
  if (message)
    return (
      <span role="status" className="block text-sm font-medium text-red-800">
        {message}
      </span>
    );
  const voucherCents = Math.round(voucher * 100);
  return (
    <span role="status" className="block text-sm text-gray-700">
      <span className="block font-semibold text-gray-900">
        {mealVoucherSplitText(voucherCents, totalCents - voucherCents)}
      </span>
      Viande crue seulement, 25{'\u00a0'}€ par jour au plus, jamais les frais de livraison. Vous validez d’abord vos
      titres-restaurant, puis la carte.
    </span>
  );
}
