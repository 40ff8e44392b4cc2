import type { Migration } from 'kysely';
import * as catalogue from './2026-11-22-01-catalogue.js';

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-01-catalogue': catalogue,
};
