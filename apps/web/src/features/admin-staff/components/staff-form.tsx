import { CreateStaffRequest, type StaffMember, UpdateStaffRequest } from '@boucherie/contract';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/text-input';
import { fieldMessages } from '../../../lib/forms/field-messages';
import { Form } from '../../../lib/forms/form';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
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

const FIELDS = ['email', 'firstName', 'lastName', 'role', 'shopIds'] as const;

/** What is sent: an admin works at every shop, so none is named; an access kept its e-mail. */
const requestOf = (values: StaffFormValues, member: StaffMember | undefined) => {
  const { email, ...rest } = { ...values, shopIds: values.role === 'admin' ? [] : values.shopIds };
  return member ? rest : { email, ...rest };
};

/**
 * A back-office access: the person, the role and, for staff, their shops, checked by the contract's
 * request as they are typed; the server's French messages show under the same fields.
 */
export function StaffForm({ shops, member, submitLabel, busy, onSubmit, onCancel }: Props) {
  const id = useId();
  const [schema] = useState(() => (member ? UpdateStaffRequest : CreateStaffRequest));
  const form = useZodForm<StaffFormValues, typeof schema>(
    schema,
    {
      email: member?.email ?? '',
      firstName: member?.firstName ?? '',
      lastName: member?.lastName ?? '',
      role: member?.role ?? 'staff',
      shopIds: member?.shops.map((s) => s.id) ?? (shops.length === 1 ? [shops[0]?.id as number] : []),
    },
    (values) => requestOf(values, member),
  );
  const { register, watch, setValue, handleSubmit } = form;
  const messages = fieldMessages(form.formState.errors);
  const [formError, setFormError] = useState('');

  const submit = handleSubmit(async () => {
    setFormError('');
    const values = form.getValues();
    try {
      await onSubmit({ ...values, shopIds: values.role === 'admin' ? [] : values.shopIds });
    } catch (failure) {
      const other = applyServerErrors(failure, FIELDS, form.setError, 'L’accès n’a pas pu être enregistré.');
      if (other) setFormError(other);
    }
  });
  const name = (field: 'firstName' | 'lastName', label: string) => (
    <Field tone="bold" id={`${id}-${field}`} label={label} error={messages[field]}>
      {(a11y) => <TextInput size="figures" autoComplete="off" maxLength={60} {...register(field)} {...a11y} />}
    </Field>
  );

  return (
    <Form form={form} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {name('firstName', 'Prénom')}
        {name('lastName', 'Nom')}
      </div>
      {!member && (
        <Field
          tone="bold"
          id={`${id}-email`}
          label="Adresse e-mail"
          hint={<>La personne y recevra un lien pour choisir son mot de passe (valable 3&nbsp;jours).</>}
          error={messages.email}
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
      <RoleChoice id={id} register={register} error={messages.role} />
      {watch('role') === 'staff' && (
        <ShopChoices
          id={id}
          shops={shops}
          value={watch('shopIds')}
          onChange={(shopIds) => setValue('shopIds', shopIds, { shouldValidate: true })}
          error={messages.shopIds}
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
    </Form>
  );
}
