import { type APIRequestContext, expect, type Page } from './fixtures.js';

// The demo data through the real API, as several journeys use it: a demo account's login, an article found
// by its French designation.

export const DEMO_PASSWORD = 'Demo-Boucherie-2026';

/** Logs a demo account in on this request context (its cookie then goes with every call). */
export async function logIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/accounts/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
}

/** An article of the demo catalogue, as the API answers it, found by a search and its exact designation. */
export async function article<T extends { designation: string }>(
  request: APIRequestContext,
  search: string,
  designation: string,
): Promise<T> {
  const response = await request.get(`/api/articles?Search=${encodeURIComponent(search)}&PageSize=50`);
  const found = ((await response.json()) as { items: T[] }).items.find((a) => a.designation === designation);
  if (!found) throw new Error(`${designation} is not in the demo catalogue`);
  return found;
}

/** On the checkout, after the day: the demo shops deliver in weekly rounds (issue 30, item 7), the first with room. */
export async function chooseFirstRound(page: Page) {
  await page
    .getByRole('group', { name: 'Créneau de livraison' })
    .getByRole('radio', { disabled: false })
    .first()
    .check();
}
