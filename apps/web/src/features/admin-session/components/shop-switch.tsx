import type { AdminMeResponse } from '@boucherie/contract';
import { useId } from 'react';
import { NamedOptions } from '../../../components/ui/named-options';

type Shop = AdminMeResponse['shops'][number];

/** The shop shown: a choice for someone who works at several, its name for the others. */
export function ShopSwitch({
  shops,
  shop,
  onChange,
}: {
  shops: readonly Shop[];
  shop: Shop | null;
  onChange: (id: number) => void;
}) {
  const id = useId();
  if (!shop) return null;
  if (shops.length < 2) {
    return (
      <p className="flex min-h-12 flex-col justify-center">
        <span className="text-xs font-medium text-gray-300 uppercase">Boutique</span>
        <span className="text-lg font-bold text-white">{shop.name}</span>
      </p>
    );
  }
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-xs font-medium text-gray-300 uppercase">
        Boutique
      </label>
      <select
        id={id}
        value={shop.id}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-12 max-w-80 rounded-lg border border-gray-500 bg-gray-800 px-3 text-base font-bold text-white"
      >
        <NamedOptions items={shops} />
      </select>
    </div>
  );
}
