import { type FormEvent, useId, useState } from 'react';
import { SearchIcon } from '../../../components/ui/icons';
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
  const id = useId();
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
    <search className="w-full max-w-md">
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-1">
        <label htmlFor={id} className="font-semibold text-gray-900">
          Rechercher ou scanner une commande
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={value}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setError('');
              onChange(event.target.value);
            }}
            className="min-h-12 min-w-0 flex-1 rounded-lg border border-gray-400 bg-white px-3 text-lg tabular-nums"
          />
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-12 items-center gap-2 rounded-lg border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-100 disabled:cursor-wait"
          >
            <SearchIcon />
            Ouvrir
          </button>
        </div>
        <p id={`${id}-help`} className="text-sm text-gray-700">
          Numéro, nom, e-mail ou téléphone, tous les jours. Numéro complet puis Entrée : la commande s’ouvre.
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="font-semibold text-red-800">
            {error}
          </p>
        )}
      </form>
    </search>
  );
}
