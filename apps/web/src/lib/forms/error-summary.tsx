import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { fieldMessages } from './field-messages';

/** « 1 erreur à corriger », « 2 erreurs à corriger ». */
export const summaryTitle = (count: number) => `${count}\u00a0${count > 1 ? 'erreurs' : 'erreur'} à corriger`;

/**
 * The control a message is about: the field of that name (the checked one of a group of radios), or the
 * element a composite widget marks with `data-field` (a day chooser, the cart of a summary).
 */
export function fieldElement(form: HTMLFormElement | null | undefined, name: string): HTMLElement | null {
  if (!form) return null;
  const escaped = CSS.escape(name);
  return (
    form.querySelector<HTMLElement>(`[name="${escaped}"]:checked`) ??
    form.querySelector<HTMLElement>(`[name="${escaped}"]`) ??
    form.querySelector<HTMLElement>(`[data-field="${escaped}"]`)
  );
}

/**
 * The form's errors summed up at its top after a refused submit, the client's checks or the server's 400
 * alike (the GOV.UK design system's error summary, issue 45): a title that counts them, each message a link
 * that takes the focus to its field. The focus moves here on each refused submit, so a screen reader hears
 * the whole list at once; fixing a field takes its line away, the last one the summary.
 */
export function ErrorSummary<T extends FieldValues>({ control }: { control: Control<T, unknown, unknown> }) {
  const { errors, isSubmitted, isSubmitSuccessful, isSubmitting, submitCount } = useFormState({ control });
  const ref = useRef<HTMLDivElement>(null);
  const refused = isSubmitted && !isSubmitSuccessful && !isSubmitting;
  // `root` is the whole form's message (a lost connection): said beside the button, not a field to fix.
  const messages = refused
    ? Object.entries(fieldMessages(errors)).filter(([name]) => name !== 'root' && !name.startsWith('root.'))
    : [];
  const shown = messages.length > 0;
  const names = messages.map(([name]) => name).join(' ');
  // Each link's address is its field's id, found once the fields have rendered beside the summary.
  const [ids, setIds] = useState<Record<string, string>>({});
  useEffect(() => {
    const form = ref.current?.closest('form');
    setIds(Object.fromEntries(names.split(' ').map((name) => [name, fieldElement(form, name)?.id ?? ''])));
  }, [names]);

  // Once per refused submit, after the fields' own messages have rendered; never while the person types
  // (a field fixed then broken again shows the summary anew, and must keep the focus).
  const focusedAt = useRef(0);
  useEffect(() => {
    if (!shown || focusedAt.current === submitCount) return;
    focusedAt.current = submitCount;
    ref.current?.focus();
  }, [submitCount, shown]);

  if (!shown) return null;
  const form = () => ref.current?.closest('form');
  const goTo = (name: string) => (event: MouseEvent) => {
    event.preventDefault();
    const target = fieldElement(form(), name);
    if (!target) return;
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className="col-span-full rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-red-300"
    >
      <h2 id="error-summary-title" className="text-lg font-bold">
        {summaryTitle(messages.length)}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {messages.map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${ids[name] ?? ''}`}
              onClick={goTo(name)}
              className="inline-flex min-h-11 items-center font-medium text-red-900 underline"
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
