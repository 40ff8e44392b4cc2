import { z } from 'zod';

/**
 * French messages for every validation error that has no message of its own. The server calls it at
 * start and the web app where it validates a form: the contract itself has no side effects, so that
 * a page importing a constant does not download zod.
 */
export function useFrenchErrors() {
  z.config(z.locales.fr());
}
