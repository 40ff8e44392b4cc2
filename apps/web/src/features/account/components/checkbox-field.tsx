import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = { id: string; label: string; registration: UseFormRegisterReturn; help?: ReactNode };

export function CheckboxField({ id, label, registration, help }: Props) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        {...registration}
        aria-describedby={help ? `${id}-help` : undefined}
        className="mt-0.5 size-6 shrink-0 accent-primary-700"
      />
      <div>
        <label htmlFor={id} className="font-medium text-gray-900">
          {label}
        </label>
        {help && (
          <p id={`${id}-help`} className="text-sm text-gray-700">
            {help}
          </p>
        )}
      </div>
    </div>
  );
}
