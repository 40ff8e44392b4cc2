import type { AdminMeResponse, StaffMember, StaffRole } from '@boucherie/contract';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';

/** A shop the owner may give a staff member. */
export type AdminShop = AdminMeResponse['shops'][number];

export type StaffFormValues = {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  shopIds: number[];
};

type Props = {
  shops: AdminShop[];
  /** Editing an access: its values, and no e-mail field (the address is the login). */
  member?: StaffMember;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: StaffFormValues) => Promise<void>;
  onCancel?: () => void;
};

const input = 'min-h-12 rounded-lg border border-gray-400 bg-white px-3 text-lg aria-[invalid=true]:border-red-700';

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="font-semibold text-gray-900">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A back-office access: the person, the role and, for staff, their shops. The server checks everything;
 * its French messages show under the fields.
 */
export function StaffForm({ shops, member, submitLabel, busy, onSubmit, onCancel }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<StaffFormValues>({
    email: member?.email ?? '',
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    role: member?.role ?? 'staff',
    shopIds: member?.shops.map((s) => s.id) ?? (shops.length === 1 ? [shops[0]?.id as number] : []),
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState('');

  // Once the server's messages show: the first field in error takes the focus.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')?.focus();
  }, [errors]);

  const set = <K extends keyof StaffFormValues>(name: K, value: StaffFormValues[K]) =>
    setValues((v) => ({ ...v, [name]: value }));
  const toggleShop = (shopId: number, on: boolean) =>
    set('shopIds', on ? [...values.shopIds, shopId] : values.shopIds.filter((s) => s !== shopId));
  const describedBy = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError('');
    try {
      await onSubmit({ ...values, shopIds: values.role === 'admin' ? [] : values.shopIds });
    } catch (failure) {
      if (isApiError(failure, 400) && failure.problem.errors) {
        setErrors(failure.problem.errors);
      } else setFormError(failure instanceof Error ? failure.message : 'L’accès n’a pas pu être enregistré.');
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Prénom" htmlFor={`${id}-firstName`}>
          <input
            id={`${id}-firstName`}
            value={values.firstName}
            autoComplete="off"
            maxLength={60}
            aria-invalid={errors.FirstName ? true : undefined}
            aria-describedby={describedBy('FirstName')}
            onChange={(event) => set('firstName', event.target.value)}
            className={input}
          />
          <FieldError id={`${id}-FirstName-error`} message={errors.FirstName?.[0]} />
        </Field>
        <Field label="Nom" htmlFor={`${id}-lastName`}>
          <input
            id={`${id}-lastName`}
            value={values.lastName}
            autoComplete="off"
            maxLength={60}
            aria-invalid={errors.LastName ? true : undefined}
            aria-describedby={describedBy('LastName')}
            onChange={(event) => set('lastName', event.target.value)}
            className={input}
          />
          <FieldError id={`${id}-LastName-error`} message={errors.LastName?.[0]} />
        </Field>
      </div>
      {!member && (
        <Field label="Adresse e-mail" htmlFor={`${id}-email`}>
          <input
            id={`${id}-email`}
            type="email"
            value={values.email}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.Email ? true : undefined}
            aria-describedby={`${id}-email-help${errors.Email ? ` ${id}-Email-error` : ''}`}
            onChange={(event) => set('email', event.target.value)}
            className={input}
          />
          <p id={`${id}-email-help`} className="text-sm text-gray-700">
            La personne y recevra un lien pour choisir son mot de passe (valable 3&nbsp;jours).
          </p>
          <FieldError id={`${id}-Email-error`} message={errors.Email?.[0]} />
        </Field>
      )}
      <fieldset className="flex flex-col gap-1" aria-describedby={describedBy('Role')}>
        <legend className="mb-1 font-semibold text-gray-900">Rôle</legend>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ['staff', 'Personnel', 'ses boutiques, commandes et préparation'],
              ['admin', 'Gérant', 'toutes les boutiques, le catalogue, le personnel'],
            ] as const
          ).map(([role, label, help]) => (
            <label
              key={role}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-gray-300 bg-white px-4 py-2 has-checked:border-primary-700 has-checked:bg-primary-50"
            >
              <input
                type="radio"
                name={`${id}-role`}
                value={role}
                checked={values.role === role}
                onChange={() => set('role', role)}
                className="size-5"
              />
              <span>
                <span className="font-semibold">{label}</span>
                <span className="block text-sm text-gray-700">{help}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-Role-error`} message={errors.Role?.[0]} />
      </fieldset>
      {values.role === 'staff' && (
        <fieldset
          className="flex flex-col gap-1"
          data-invalid={errors.ShopIds ? true : undefined}
          aria-describedby={describedBy('ShopIds')}
        >
          <legend className="mb-1 font-semibold text-gray-900">Boutiques</legend>
          <div className="flex flex-wrap gap-2">
            {shops.map((shop) => (
              <label
                key={shop.id}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-gray-300 bg-white px-4 has-checked:border-primary-700 has-checked:bg-primary-50"
              >
                <input
                  type="checkbox"
                  checked={values.shopIds.includes(shop.id)}
                  onChange={(event) => toggleShop(shop.id, event.target.checked)}
                  className="size-5"
                />
                {shop.name}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-ShopIds-error`} message={errors.ShopIds?.[0]} />
        </fieldset>
      )}
      {formError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-12 items-center rounded-lg bg-primary-700 px-6 text-lg font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:bg-gray-500"
        >
          {submitLabel}
        </button>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-12 items-center rounded-lg border border-gray-400 bg-white px-5 font-semibold text-gray-800 hover:bg-gray-100"
          >
            Annuler
          </button>
        )}
      </div>
    </form>
  );
}
