import { expect, type Page, test, watchConsole } from './fixtures.js';

// What the browser's console shows: errors and warnings are for what went wrong, not for a visitor
// being a visitor or an order being someone else's.

const MARIE = { email: 'marie@example.com', password: 'Demo-Boucherie-2026' };

const account = (page: Page) => page.getByRole('navigation', { name: 'Mon espace' });

test('a visitor opens the pages the browser renders with nothing in the console, and no « who am I » call', async ({
  page,
}) => {
  const messages = watchConsole(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/accounts/me')) asked.push(request.url());
  });
  for (const [path, heading] of [
    ['/cart', 'Mon panier'],
    ['/account/login', 'Connexion'],
    ['/account/register', 'Créer un compte'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(account(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  }
  expect(asked).toEqual([]);
  expect(messages).toEqual([]);
});

test('a browser given the session cookie alone is known from its first page', async ({ page, request }) => {
  const login = await request.post('/api/accounts/login', { data: MARIE });
  expect(login.status()).toBe(200);
  const sid = (await request.storageState()).cookies.find((cookie) => cookie.name === 'sid');
  expect(sid).toBeDefined();
  await page.context().addCookies([{ name: 'sid', value: sid?.value ?? '', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/cart');
  await expect(account(page).getByRole('link', { name: 'Marie' })).toBeVisible();
});

test('an order that is not the customer’s shows « Page introuvable », and the app logs no error of its own', async ({
  page,
}) => {
  const messages = watchConsole(page);
  expect((await page.request.post('/api/accounts/login', { data: MARIE })).status()).toBe(200);
  await page.goto('/order/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  // The browser's own line for the API's 404 stays: it is the network's, not the app's.
  expect(messages.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
});
