// Types of production-settings.mjs for the memory bench and the repository checks.
export type ProductionSettings = { env: Record<string, string>; nodeFlags: string[] };
export function npmStartSettings(): ProductionSettings;
export function systemdSettings(): ProductionSettings;
