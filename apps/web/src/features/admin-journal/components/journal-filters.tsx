import { type JournalPeopleResponse, JournalQuery } from '@boucherie/contract';
import { useId } from 'react';
import { Field } from '../../../components/ui/field';
import { Select, TextInput } from '../../../components/ui/text-input';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { KIND_GROUPS } from '../lib/kinds';

export type JournalFilterValues = { userId: string; kind: string; from: string; to: string };

type Props = {
  initial: JournalFilterValues;
  people: JournalPeopleResponse['items'];
  /** The server's French messages per filter (400), under the fields. */
  errors: Record<string, string[]>;
  onApply: (values: JournalFilterValues) => void;
};

const ROLE_NAMES: Record<string, string> = { admin: 'gérant', staff: 'personnel', customer: 'client' };
/** The fields as the journal's query: an empty filter is no filter. */
const toQuery = (values: JournalFilterValues) => ({
  userId: values.userId || undefined,
  kind: values.kind || undefined,
  from: values.from || undefined,
  to: values.to || undefined,
});

/** Who, what and when: the journal's filters, applied together, checked by the journal's own query schema. */
export function JournalFilters({ initial, people, errors, onApply }: Props) {
  const id = useId();
  const form = useZodForm<JournalFilterValues, typeof JournalQuery>(JournalQuery, initial, toQuery);
  const submit = form.handleSubmit(() => onApply(form.getValues()), focusFirstInvalid);
  // The form's own message first, else the server's about the filters in the address.
  const errorOf = (name: keyof JournalFilterValues) =>
    form.formState.errors[name]?.message ?? errors[name.replace(/^./, (c) => c.toUpperCase())]?.[0];

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Filtrer le journal"
      className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200"
    >
      <Field id={`${id}-person`} label="Personne" tone="bold" error={errorOf('userId')} className="flex flex-col">
        {(a11y) => (
          <Select size="lg" className="w-auto" {...form.register('userId')} {...a11y}>
            <option value="">Tout le monde</option>
            {people.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name} ({ROLE_NAMES[p.role] ?? p.role})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={`${id}-kind`}
        label="Type de modification"
        tone="bold"
        error={errorOf('kind')}
        className="flex flex-col"
      >
        {(a11y) => (
          <Select size="lg" className="w-auto" {...form.register('kind')} {...a11y}>
            <option value="">Toutes</option>
            {KIND_GROUPS.map((group) => (
              <optgroup key={group.kind} label={group.label}>
                <option value={group.kind}>{`${group.label}\u00a0: tout`}</option>
                {group.kinds.map(([kind, label]) => (
                  <option key={kind} value={kind}>
                    {label}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${id}-from`} label="Du" tone="bold" error={errorOf('from')} className="flex flex-col">
        {(a11y) => <TextInput type="date" size="lg" className="w-auto" {...form.register('from')} {...a11y} />}
      </Field>
      <Field id={`${id}-to`} label="Au" tone="bold" error={errorOf('to')} className="flex flex-col">
        {(a11y) => <TextInput type="date" size="lg" className="w-auto" {...form.register('to')} {...a11y} />}
      </Field>
      <button
        type="submit"
        className="inline-flex min-h-12 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
      >
        Filtrer
      </button>
    </form>
  );
}
