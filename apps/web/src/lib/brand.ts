/** The business name, as the server's demo data spells it (apps/server/src/db/seed/shops.data.ts). */
export const BUSINESS_NAME = 'Maison Thirion';
export const DEFAULT_TITLE = `${BUSINESS_NAME} — Boucherie en ligne`;
