import { type FormEvent, useState } from 'react';
import { SearchBox } from '../../../components/ui/search-box';
import { findOrderByNumber } from '../api/find-order-by-number';
import { findOrderNumber } from '../lib/order-number';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** An order number typed or scanned, then Entrée: its page opens, whatever its day. */
  onOpenOrder: (orderId: number) => void;
};

/**
 * One field for both: the search of the orders of every day (number, name, e-mail, phone) as one types, and
 * at pickup the order number typed or scanned (a scanner ends with Entrée), which opens the order.
 */
export function OrderSearch({ value, onChange, onOpenOrder }: Props) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const number = findOrderNumber(value);
    if (!number) {
      setError(value.trim() ? 'Pour ouvrir une commande, saisissez son numéro complet (par exemple 2026-000042).' : '');
      return;
    }
    setBusy(true);
    try {
      const order = await findOrderByNumber(number);
      if (order) {
        setError('');
        onOpenOrder(order.id);
      } else setError(`Aucune commande n°\u00a0${number} dans vos boutiques.`);
    } catch {
      setError('La recherche n’a pas abouti. Réessayez.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <SearchBox
      className="w-full max-w-md"
      label="Rechercher ou scanner une commande"
      help="Numéro, nom, e-mail ou téléphone, tous les jours. Numéro complet puis Entrée : la commande s’ouvre."
      value={value}
      enterKeyHint="go"
      inputClassName="tabular-nums"
      onChange={(next) => {
        setError('');
        onChange(next);
      }}
      onSubmit={(event) => void submit(event)}
      error={error}
      button={{
        text: 'Ouvrir',
        disabled: busy,
        className:
          'inline-flex min-h-12 items-center gap-2 rounded-lg border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-100 disabled:cursor-wait',
      }}
    />
  );
}
