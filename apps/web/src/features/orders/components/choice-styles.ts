/** A radio card: the whole card is the label, the checked one is outlined (and its radio is checked). */
export const choiceCard =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-gray-300 bg-white hover:border-primary-700 has-[:checked]:border-2 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-600';

export const radio = 'mt-1 size-5 shrink-0 accent-primary-700 focus-visible:outline-none';

export const sectionTitle = 'text-lg font-bold text-gray-900';

export const fieldInput =
  'mt-1 block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-gray-900 aria-[invalid=true]:border-red-700 focus:border-primary-700';
