import type { StaffMember } from '@boucherie/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { isApiError } from '../../../lib/api-error';
import type { AdminShop, StaffFormValues } from '../lib/staff-form-values';
import { RoleChoice, ShopChoices } from './staff-choices';

type Props = {
  shops: AdminShop[];
  /** Editing an access: its values, and no e-mail field (the address is the login). */
  member?: StaffMember;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: StaffFormValues) => Promise<void>;
  onCancel?: () => void;
};

/**
 * A back-office access: the person, the role and, for staff, their shops. The server checks everything;
 * its French messages show under the fields.
 */
export function StaffForm({ shops, member, submitLabel, busy, onSubmit, onCancel }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, watch, setValue, handleSubmit } = useForm<StaffFormValues>({
    defaultValues: {
      email: member?.email ?? '',
      firstName: member?.firstName ?? '',
      lastName: member?.lastName ?? '',
      role: member?.role ?? 'staff',
      shopIds: member?.shops.map((s) => s.id) ?? (shops.length === 1 ? [shops[0]?.id as number] : []),
    },
  });
  // The server checks everything: its messages by field (PascalCase, as it names them).
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState('');

  // Once the server's messages show: the first field in error takes the focus.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')?.focus();
  }, [errors]);

  const submit = handleSubmit(async (values) => {
    setErrors({});
    setFormError('');
    try {
      await onSubmit({ ...values, shopIds: values.role === 'admin' ? [] : values.shopIds });
    } catch (failure) {
      if (isApiError(failure, 400) && failure.problem.errors) {
        setErrors(failure.problem.errors);
      } else setFormError(failure instanceof Error ? failure.message : 'L’accès n’a pas pu être enregistré.');
    }
  });
  const name = (field: 'firstName' | 'lastName', label: string, server: string) => (
    <Field tone="bold" id={`${id}-${field}`} label={label} error={errors[server]?.[0]}>
      {(a11y) => <TextInput size="figures" autoComplete="off" maxLength={60} {...register(field)} {...a11y} />}
    </Field>
  );

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {name('firstName', 'Prénom', 'FirstName')}
        {name('lastName', 'Nom', 'LastName')}
      </div>
      {!member && (
        <Field
          tone="bold"
          id={`${id}-email`}
          label="Adresse e-mail"
          hint={<>La personne y recevra un lien pour choisir son mot de passe (valable 3&nbsp;jours).</>}
          error={errors.Email?.[0]}
        >
          {(a11y) => (
            <TextInput
              size="figures"
              type="email"
              autoComplete="off"
              spellCheck={false}
              {...register('email')}
              {...a11y}
            />
          )}
        </Field>
      )}
      <RoleChoice id={id} register={register} error={errors.Role?.[0]} />
      {watch('role') === 'staff' && (
        <ShopChoices
          id={id}
          shops={shops}
          value={watch('shopIds')}
          onChange={(shopIds) => setValue('shopIds', shopIds)}
          error={errors.ShopIds?.[0]}
        />
      )}
      {formError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'xl')}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass('secondary', 'lg')}>
            Annuler
          </button>
        )}
      </div>
    </form>
  );
}
