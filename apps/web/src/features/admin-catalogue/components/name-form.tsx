import { CreateSubCategoryRequest } from '@boucherie/contract';
import { useEffect, useId } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useZodForm } from '../../../lib/forms/use-zod-form';

type Props = {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
};

/**
 * One name to type (a new category, a renaming): Entrée saves, Échap cancels. The contract's rule for a
 * category's name (the same for a sub-category's) checks it as it is typed; the server's refusal is said by
 * the caller, beside the form.
 */
export function NameForm({ label, initial = '', submitLabel, busy, onSubmit, onCancel }: Props) {
  const id = useId();
  const form = useZodForm<{ name: string }, typeof CreateSubCategoryRequest>(CreateSubCategoryRequest, {
    name: initial,
  });
  const { setFocus } = form;
  // A renaming opens on the owner's tap: the field takes the focus it was asked for.
  useEffect(() => {
    if (onCancel) setFocus('name');
  }, [onCancel, setFocus]);
  const submit = form.handleSubmit(async ({ name }) => {
    if (await onSubmit(name)) form.reset({ name: initial });
  }, focusFirstInvalid);
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) onCancel();
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <TextField
        id={id}
        label={label}
        tone="office"
        size="lg"
        className="flex min-w-56 flex-1 flex-col"
        error={form.formState.errors.name?.message}
        registration={form.register('name')}
      />
      <button
        type="submit"
        disabled={busy}
        className="min-h-12 rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800 disabled:opacity-70"
      >
        {submitLabel}
      </button>
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          className="min-h-12 rounded-lg border border-gray-400 bg-white px-4 font-medium"
        >
          Annuler
        </button>
      )}
    </form>
  );
}
