// The back office's form look: large targets for a counter tablet (48 px), labels above the fields.
export const input =
  'block min-h-12 w-full rounded-lg border border-gray-400 bg-white px-3 text-lg text-gray-900 tabular-nums focus:border-primary-700 focus:outline-none focus:ring-2 focus:ring-primary-700 disabled:bg-gray-100 disabled:text-gray-700';
export const label = 'block text-sm font-semibold text-gray-800';
export const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-lg bg-primary-700 px-5 text-base font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:bg-gray-500';
export const secondaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-lg border border-gray-400 bg-white px-4 text-base font-semibold text-gray-900 hover:bg-gray-50 disabled:cursor-wait disabled:text-gray-500';
export const card = 'flex flex-col gap-4 rounded-xl bg-white p-5 ring-1 ring-gray-200';
export const cardTitle = 'text-xl font-bold text-gray-900';
