// The standing orders' look: the shop's account screens (44 px targets, labels above the fields).
export const card = 'flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-5';
export const sectionTitle = 'text-lg font-bold text-gray-900';
export const label = 'block font-medium text-gray-900';
export const input =
  'mt-1 block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-gray-900 aria-[invalid=true]:border-red-700 focus:border-primary-700';
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:bg-gray-500';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-100 disabled:cursor-wait disabled:text-gray-500';
export const linkButton = 'inline-flex min-h-11 items-center font-semibold text-primary-800 underline';
/** A checkbox or radio card: the whole card is the label, the checked one outlined. */
export const choiceCard =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 hover:border-primary-700 has-[:checked]:border-2 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-600';
export const check = 'size-5 shrink-0 accent-primary-700 focus-visible:outline-none';
