/** The business's trading name, as every message, document and page signs it. */
export const BUSINESS_NAME = 'Maison Thirion';
