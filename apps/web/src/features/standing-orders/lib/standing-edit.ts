import type { StandingOrder, UpdateStandingOrderRequest } from '@boucherie/contract';
import { type BuildResult, type StandingFormErrors, scheduleErrors } from './standing-form';

// Editing a standing order: its lines and quantities, its weekdays, its end. Only what changed is sent.

export type EditLine = {
  articleId: number;
  designation: string;
  saleUnit: 'kg' | 'piece';
  quantity: number;
  preparationNote: string | null;
};

export type EditValues = { lines: EditLine[]; weekdays: number[]; endDate: string };

export function editValuesOf(standing: StandingOrder): EditValues {
  return {
    lines: standing.lines.map((line) => ({
      articleId: line.articleId,
      designation: line.designation,
      saleUnit: line.saleUnit,
      quantity: line.quantity,
      preparationNote: line.preparationNote,
    })),
    weekdays: [...standing.weekdays],
    endDate: standing.endDate ?? '',
  };
}

const sameLines = (a: readonly EditLine[], b: StandingOrder['lines']) =>
  a.length === b.length && a.every((line, i) => line.articleId === b[i]?.articleId && line.quantity === b[i]?.quantity);

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((day, i) => day === [...b].sort()[i]);

/** The PATCH body with only what changed, or the messages that stop it; `null` body: nothing changed. */
export function toUpdateRequest(
  standing: StandingOrder,
  values: EditValues,
  today: string,
): BuildResult<UpdateStandingOrderRequest | null> {
  const errors: StandingFormErrors = {};
  if (values.lines.length === 0) {
    errors.lines = 'Gardez au moins un article. Pour tout arrêter, supprimez la commande récurrente.';
  }
  // The start is not edited: it only bounds the end, and only while it is still to come.
  const start = standing.startDate > today ? standing.startDate : '';
  Object.assign(
    errors,
    scheduleErrors({ weekdays: values.weekdays, startDate: start, endDate: values.endDate }, today, {
      startChecked: false,
    }),
  );
  if (values.endDate === (standing.endDate ?? '')) delete errors.endDate;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const body: UpdateStandingOrderRequest = {};
  if (!sameLines(values.lines, standing.lines)) {
    body.lines = values.lines.map((line) => ({
      articleId: line.articleId,
      quantity: line.quantity,
      preparationNote: line.preparationNote,
    }));
  }
  if (!sameDays(values.weekdays, standing.weekdays)) body.weekdays = values.weekdays;
  if (values.endDate !== (standing.endDate ?? '')) body.endDate = values.endDate || null;
  return { ok: true, body: Object.keys(body).length > 0 ? body : null };
}
