// The one place that turns money, dates and times into French text.

/** Built on first use: an Intl formatter costs milliseconds that the first paint should not pay. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

const euros = once(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }));

/** 12.5 → "12,50 €" with a no-break space before the sign (and narrow ones between thousands). */
export function formatEuros(amount: number): string {
  return euros().format(amount);
}

/** "08:00" → "8 h", "14:30" → "14 h 30" (the French way of writing times). */
export function formatTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const h = String(Number(hours));
  return minutes === '00' ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${minutes}`;
}

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

/** ISO weekday (1 = lundi … 7 = dimanche) → "lundi". */
export function formatWeekday(isoWeekday: number): string {
  return WEEKDAYS[(isoWeekday - 1 + 7) % 7] ?? '';
}

/** One decimal at most, French separators: weights and quantities. */
const oneDecimal = once(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }));

const longDate = once(
  () => new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Paris' }),
);

/** A moment → "vendredi 27 novembre", as seen in Paris. */
export function formatDate(date: Date | string): string {
  return longDate().format(typeof date === 'string' ? new Date(date) : date);
}

/** 250 → "250 g", 1200 → "1,2 kg". */
export function formatWeight(grams: number): string {
  return grams >= 1000 ? `${oneDecimal().format(grams / 1000)}\u00a0kg` : `${oneDecimal().format(grams)}\u00a0g`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

/** A quantity as people read it: 1.5 → "1,5". */
export function formatNumber(value: number): string {
  return oneDecimal().format(value);
}

/** A cart quantity with its unit: "1,5 kg", "1 pièce", "3 pièces". */
export function formatQuantity(value: number, unit: 'kg' | 'piece'): string {
  if (unit === 'kg') return `${oneDecimal().format(value)}\u00a0kg`;
  return `${oneDecimal().format(value)}\u00a0pièce${value >= 2 ? 's' : ''}`;
}
