const PARIS_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date ('YYYY-MM-DD') in Paris at the given instant. */
export const parisDate = (at: Date): string => PARIS_DATE.format(at);
