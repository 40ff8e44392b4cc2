import { z } from 'zod';

// French messages for every validation error that has no message of its own, on both sides.
z.config(z.locales.fr());

export * from './accounts.js';
export * from './cart.js';
export * from './catalogue.js';
export * from './common.js';
export * from './errors.js';
export * from './phone.js';
export * from './routes.js';
export * from './shops.js';
export * from './vat-number.js';
