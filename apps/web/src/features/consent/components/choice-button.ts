/**
 * "Tout accepter" and "Tout refuser" wear exactly the same style and size: refusing must be as easy
 * and as visible as accepting (CNIL).
 */
export const CHOICE_BUTTON =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-primary-700 px-2 font-semibold text-white hover:bg-primary-800';

export const SECONDARY_BUTTON =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-primary-700 bg-white px-2 font-semibold text-primary-800 hover:bg-primary-50';
