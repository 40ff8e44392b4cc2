/** The clock, injectable so that tests can pin "now". */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const DAY_MS = 86_400_000;
export const isoDaysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
