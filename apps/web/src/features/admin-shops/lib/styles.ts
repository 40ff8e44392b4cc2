// The back office's cards (their fields and buttons come from components/ui, size lg: 48 px targets).
export const card = 'flex flex-col gap-4 rounded-xl bg-white p-5 ring-1 ring-gray-200';
export const cardTitle = 'text-xl font-bold text-gray-900';
