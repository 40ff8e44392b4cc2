import { PREPARATION_NOTE_MAX_LENGTH } from '@boucherie/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field-error';
import { type CartLineSummary, noteKey, type OrderFormValues } from '../lib/order-form';
import { preparationLabel, preparationSuggestion } from '../lib/preparation-suggestion';
import { fieldInput } from './choice-styles';

type Props = {
  lines: readonly CartLineSummary[];
  register: UseFormRegister<OrderFormValues>;
  errors: FieldErrors<OrderFormValues>['notes'];
};

/** One preparation note per cart line: "Préparation\u00a0: entrecôte", with an example that fits the piece. */
export function PreparationNotesFields({ lines, register, errors }: Props) {
  return (
    <ul className="flex flex-col gap-4">
      {lines.map((line) => {
        const id = `note-${line.articleId}`;
        const error = errors?.[noteKey(line.articleId)]?.message;
        return (
          <li key={line.articleId}>
            <label htmlFor={id} className="font-medium text-gray-900">
              {preparationLabel(line.designation)}
            </label>
            <input
              id={id}
              maxLength={PREPARATION_NOTE_MAX_LENGTH}
              placeholder={`Exemple\u00a0: ${preparationSuggestion(line.designation)}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={fieldInput}
              {...register(`notes.${noteKey(line.articleId)}`)}
            />
            <FieldError id={`${id}-error`} message={error} />
          </li>
        );
      })}
    </ul>
  );
}
