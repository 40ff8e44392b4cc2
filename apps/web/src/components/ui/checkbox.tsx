import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  id: string;
  label: ReactNode;
  /** Under the label, tied to the box (aria-describedby). */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A large box, its label beside it and its hint under the label. */
export function Checkbox({ id, label, hint, className = '', ...input }: Props) {
  return (
    <div className={`flex items-start gap-3 ${className}`.trim()}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-6 shrink-0 accent-primary-700"
        {...input}
      />
      <div>
        <label htmlFor={id} className="font-medium text-gray-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

type CardProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  /** Inside the label, under its words: read as part of the box's name. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A box as a whole card for gloved fingers (48 px): clicking anywhere on it ticks it; the ticked card outlined. */
export function CheckboxCard({ label, hint, ...input }: CardProps) {
  return (
    <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-gray-300 bg-white p-3 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50">
      <input type="checkbox" className="mt-0.5 size-6 shrink-0 accent-primary-700" {...input} />
      <span className="flex flex-col">
        <span className="font-semibold text-gray-900">{label}</span>
        {hint && <span className="text-sm text-gray-700">{hint}</span>}
      </span>
    </label>
  );
}
