import type { JournalPeopleResponse } from '@boucherie/contract';
import { type FormEvent, useId, useState } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { KIND_GROUPS } from '../lib/kinds';

export type JournalFilterValues = { userId: string; kind: string; from: string; to: string };

type Props = {
  initial: JournalFilterValues;
  people: JournalPeopleResponse['items'];
  /** The server's French messages per filter (400), under the fields. */
  errors: Record<string, string[]>;
  onApply: (values: JournalFilterValues) => void;
};

const control = 'min-h-12 rounded-lg border border-gray-400 bg-white px-3 text-base aria-[invalid=true]:border-red-700';
const ROLE_NAMES: Record<string, string> = { admin: 'gérant', staff: 'personnel', customer: 'client' };

/** Who, what and when: the journal's filters, applied together. */
export function JournalFilters({ initial, people, errors, onApply }: Props) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const set = (name: keyof JournalFilterValues, value: string) => setValues((v) => ({ ...v, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(values);
  }

  const fieldError = (field: string) => <FieldError id={`${id}-${field}-error`} message={errors[field]?.[0]} />;
  const invalid = (field: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form
      onSubmit={submit}
      aria-label="Filtrer le journal"
      className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-person`} className="font-semibold">
          Personne
        </label>
        <select
          id={`${id}-person`}
          value={values.userId}
          onChange={(e) => set('userId', e.target.value)}
          className={control}
          {...invalid('UserId')}
        >
          <option value="">Tout le monde</option>
          {people.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name} ({ROLE_NAMES[p.role] ?? p.role})
            </option>
          ))}
        </select>
        {fieldError('UserId')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-kind`} className="font-semibold">
          Type de modification
        </label>
        <select
          id={`${id}-kind`}
          value={values.kind}
          onChange={(e) => set('kind', e.target.value)}
          className={control}
          {...invalid('Kind')}
        >
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
        </select>
        {fieldError('Kind')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="font-semibold">
          Du
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={values.from}
          onChange={(e) => set('from', e.target.value)}
          className={control}
          {...invalid('From')}
        />
        {fieldError('From')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="font-semibold">
          Au
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={values.to}
          onChange={(e) => set('to', e.target.value)}
          className={control}
          {...invalid('To')}
        />
        {fieldError('To')}
      </div>
      <button
        type="submit"
        className="inline-flex min-h-12 items-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
      >
        Filtrer
      </button>
    </form>
  );
}
