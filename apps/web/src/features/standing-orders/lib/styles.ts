// The standing orders' cards and choice cards (fields and buttons come from components/ui, size md: 44 px).
export const card = 'flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-5';
export const sectionTitle = 'text-lg font-bold text-gray-900';
/** A card's own sections: its articles, its dates. */
export const subTitle = 'text-base font-bold text-gray-900';
/** A checkbox or radio card: the whole card is the label, the checked one outlined. */
export const choiceCard =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 hover:border-primary-700 has-[:checked]:border-2 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-600';
export const check = 'size-5 shrink-0 accent-primary-700 focus-visible:outline-none';
