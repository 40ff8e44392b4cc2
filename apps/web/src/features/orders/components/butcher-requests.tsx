import { ORDER_COMMENT_MAX_LENGTH, PREPARATION_NOTE_MAX_LENGTH } from '@boucherie/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FieldError } from '../../../components/ui/field-error';
import type { CartLineSummary, OrderFormValues } from '../lib/order-form';
import { fieldInput, sectionTitle } from './choice-styles';
import { PreparationNotesFields } from './preparation-notes-fields';

type Props = {
  lines: readonly CartLineSummary[];
  register: UseFormRegister<OrderFormValues>;
  errors: FieldErrors<OrderFormValues>;
  /** The comment typed so far (its count shows under the field). */
  comment: string;
};

/** "Vos demandes au boucher": a preparation per article, and a word for the shop. */
export function ButcherRequests({ lines, register, errors, comment }: Props) {
  const commentError = errors.comment?.message;
  return (
    <section aria-labelledby="requests-title" className="flex flex-col gap-4">
      <div>
        <h2 id="requests-title" className={sectionTitle}>
          Vos demandes au boucher
        </h2>
        <p className="text-sm text-gray-700">
          Facultatif&nbsp;: une préparation par article («&nbsp;tranches fines&nbsp;», «&nbsp;désossé, ficelé&nbsp;»,
          «&nbsp;sous vide&nbsp;»), {PREPARATION_NOTE_MAX_LENGTH}&nbsp;caractères au plus.
        </p>
      </div>
      <PreparationNotesFields lines={lines} register={register} errors={errors.notes} />
      <div>
        <label htmlFor="order-comment" className="font-medium text-gray-900">
          Un mot pour la boutique (facultatif)
        </label>
        <textarea
          id="order-comment"
          rows={3}
          maxLength={ORDER_COMMENT_MAX_LENGTH}
          aria-describedby={commentError ? 'comment-error' : 'comment-count'}
          aria-invalid={commentError ? true : undefined}
          className={`${fieldInput} py-2`}
          {...register('comment')}
        />
        <p id="comment-count" className="mt-1 text-sm text-gray-600">
          {comment.length}&nbsp;/&nbsp;{ORDER_COMMENT_MAX_LENGTH}&nbsp;caractères
        </p>
        <FieldError id="comment-error" message={commentError} />
      </div>
    </section>
  );
}
