import type { UseFormRegister } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field-error';
import type { AdminShop, StaffFormValues } from '../lib/staff-form-values';

const ROLES = [
  ['staff', 'Personnel', 'ses boutiques, commandes et préparation'],
  ['admin', 'Gérant', 'toutes les boutiques, le catalogue, le personnel'],
] as const;

const choice =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-gray-300 bg-white px-4 has-checked:border-primary-700 has-checked:bg-primary-50';

/** « Personnel » or « Gérant », each with what it may do. */
export function RoleChoice({
  id,
  register,
  error,
}: {
  id: string;
  register: UseFormRegister<StaffFormValues>;
  error: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${id}-Role-error` : undefined}>
      <legend className="mb-1 font-semibold text-gray-900">Rôle</legend>
      <div className="flex flex-wrap gap-2">
        {ROLES.map(([role, label, help]) => (
          <label key={role} className={`${choice} py-2`}>
            <input type="radio" value={role} {...register('role')} className="size-5" />
            <span>
              <span className="font-semibold">{label}</span>
              <span className="block text-sm text-gray-700">{help}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-Role-error`} message={error} />
    </fieldset>
  );
}

/** The shops a staff member works in: one box each. */
export function ShopChoices({
  id,
  shops,
  value,
  onChange,
  error,
}: {
  id: string;
  shops: AdminShop[];
  value: number[];
  onChange: (shopIds: number[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset
      className="flex flex-col gap-1"
      data-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-ShopIds-error` : undefined}
    >
      <legend className="mb-1 font-semibold text-gray-900">Boutiques</legend>
      <div className="flex flex-wrap gap-2">
        {shops.map((shop) => (
          <label key={shop.id} className={choice}>
            <input
              type="checkbox"
              name="shopIds"
              checked={value.includes(shop.id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, shop.id] : value.filter((s) => s !== shop.id))
              }
              className="size-5"
            />
            {shop.name}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-ShopIds-error`} message={error} />
    </fieldset>
  );
}
