import type { Ref } from 'react';

type Props = {
  id: string;
  title: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
};

/** One purpose of the consent dialog: a switch named by its title, its state also said in words. */
export function PurposeSwitch({ id, title, description, checked, onChange, ref }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-gray-200 p-4">
      <div className="flex items-center justify-between gap-4">
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        <button
          ref={ref}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          onClick={() => onChange(!checked)}
          className="group inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-1 text-sm font-medium text-gray-800"
        >
          <span aria-hidden="true">{checked ? 'Activée' : 'Désactivée'}</span>
          <span
            aria-hidden="true"
            className={`relative inline-flex h-7 w-12 items-center rounded-full border-2 transition-colors ${
              checked ? 'border-primary-700 bg-primary-700' : 'border-gray-500 bg-gray-200'
            }`}
          >
            <span
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                checked ? 'translate-x-5' : 'translate-x-0.5'
              }`}
            />
          </span>
        </button>
      </div>
      <p id={`${id}-description`} className="mt-1 text-sm text-gray-700">
        {description}
      </p>
    </section>
  );
}
