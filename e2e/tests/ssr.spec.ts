import { expect as rawExpect } from '@playwright/test';
import { expect, rawTest, test, watchConsole } from './fixtures.js';

// The public pages come rendered by the server (docs/decisions/010-server-rendering.md): readable
// without JavaScript, then hydrated by the browser without a mismatch.

const PRO = { email: 'chef@example.com', password: 'Demo-Boucherie-2026' };

/** React's words for a server page the browser could not take over as it was. */
const HYDRATION_TROUBLE = /hydrat|did not match|server rendered|Minified React error/i;
/** The browser's complaints about the shop's own headers (a policy feature it does not know, say). */
const HEADER_TROUBLE = /Permissions-Policy|Content-Security-Policy|Content Security Policy|Referrer-Policy/i;

test('the product list is in the HTML, with its data, before any JavaScript', async ({ request }) => {
  const response = await request.get('/products-list?Search=boeuf');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  const html = await response.text();
  expect(html).toContain('Résultats pour «\u00a0boeuf\u00a0»');
  expect(html).toContain('Côte de bœuf');
  // The page's own title, for a shared link's preview and the tab, before the app runs.
  expect(html).toContain('<title>Résultats pour «\u00a0boeuf\u00a0» — Maison Thirion</title>');
  expect(html).toMatch(/<script type="application\/json" id="ssr-state">\{"router":/);
  // The first pictures are preloaded from the head, not discovered by the app.
  expect(html).toMatch(
    /<head>[\s\S]*<link rel="preload" as="image" href="\/images\/articles\/[^"]+\.svg"[\s\S]*<\/head>/,
  );
});

test('a visitor without JavaScript reads the home page and follows its links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveTitle('Maison Thirion — Boucherie en ligne');
  await expect(page.getByRole('heading', { level: 1, name: /boucher-charcutier en Moselle/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nos incontournables' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nos boutiques' })).toBeVisible();
  await page.getByRole('link', { name: 'Nos promotions' }).click();
  await expect(page).toHaveURL(/DiscountedOnly=true/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page).toHaveTitle('Promotions — Maison Thirion');
  await context.close();
});

for (const path of ['/', '/products-list?Search=boeuf', '/product/1', '/cart', '/cgv', '/rayon/inconnu']) {
  test(`${path} hydrates without a mismatch and comes alive`, async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto(path);
    // Alive: the link home is the router's (no new document), even on the error page.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page
      .getByRole('link', { name: /Maison Thirion, accueil|Retour à l’accueil/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /boucher-charcutier en Moselle/ })).toBeVisible();
    expect(documents).toEqual([]);
    expect(messages.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
    expect(messages.filter((text) => HEADER_TROUBLE.test(text))).toEqual([]);
  });
}

test('the List view chosen in this browser comes from the server as a list, with no grid first', async ({
  page,
  request,
}) => {
  await page.goto('/products-list?Search=boeuf');
  await page.getByRole('button', { name: 'Liste' }).click();
  const list = await (await page.request.get('/products-list?Search=boeuf')).text();
  expect(list).toMatch(/aria-pressed="true"[^>]*>(?:(?!<\/button>).)*Liste/);
  // Rows show a small picture beside the name, with no text of its own; cards a named picture.
  expect(list).not.toContain('alt="Côte de bœuf"');
  const grid = await (await request.get('/products-list?Search=boeuf')).text();
  expect(grid).toContain('alt="Côte de bœuf"');
});

test('the browser asks again for a server-rendered page’s data: a call failing there shows the 500 toast', async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route('**/api/articles?*', (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ title: 'Erreur interne', status: 500 }),
    });
  });
  await page.goto('/products-list?Search=boeuf');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Désolé. Un problème est survenu.' }).first(),
  ).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  // What the server sent stays on screen.
  await expect(page.getByRole('heading', { level: 3, name: 'Côte de bœuf' })).toBeVisible();
});

test('a server-rendered page asks for its data again only once it runs, not while it hydrates', async ({ page }) => {
  // When the document is marked hydrated, and every call to the articles' API with its start, on the page's clock.
  await page.addInitScript(() => {
    const marks = { hydratedAt: -1 };
    Object.assign(window, { __marks: marks });
    new MutationObserver(() => {
      if (marks.hydratedAt < 0 && document.documentElement.dataset.hydrated) marks.hydratedAt = performance.now();
      // The document, not its element: this script runs before the parser made <html>.
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto('/products-list?Search=boeuf');
  const articleCalls = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/api/articles')
        .map((entry) => entry.startTime),
    );
  // The server's answer is asked again (the page is as fresh as its own calls), once the browser is idle.
  await expect.poll(async () => (await articleCalls()).length).toBeGreaterThan(0);
  const hydratedAt = await page.evaluate(
    () => (window as unknown as { __marks: { hydratedAt: number } }).__marks.hydratedAt,
  );
  expect(hydratedAt).toBeGreaterThan(0);
  for (const startedAt of await articleCalls()) expect(startedAt).toBeGreaterThan(hydratedAt);
});

test('the consent banner comes in the HTML until an answer is kept in its cookie', async ({ page, request }) => {
  const first = await (await request.get('/cgv')).text();
  expect(first).toContain('Vos choix sur les cookies');
  await page.goto('/cgv');
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(page.getByRole('region', { name: 'Vos choix sur les cookies' })).toBeHidden();
  // The answer rides with the browser's next requests: the server draws no banner for it.
  const later = await (await page.request.get('/cgv')).text();
  expect(later).toContain('Conditions générales de vente');
  expect(later).not.toContain('Vos choix sur les cookies');
});

test('the cart comes from the server: its frame for a visitor, its lines for a logged-in customer', async ({
  page,
  request,
}) => {
  const visitor = await (await request.get('/cart')).text();
  expect(visitor).toContain('Mon panier');
  // A visitor's lines are in the browser: the page says it is loading them, never that the cart is empty.
  expect(visitor).toContain('Chargement du panier…');
  expect(visitor).not.toContain('Votre panier est vide.');

  expect((await page.request.post('/api/accounts/login', { data: PRO })).status()).toBe(200);
  const put = await page.request.put('/api/carts', { data: { articleId: 1, quantity: 2 } });
  expect(put.status()).toBe(200);
  try {
    const customer = await (await page.request.get('/cart')).text();
    expect(customer).toMatch(/<ul aria-label="Articles du panier"[\s\S]*Côte de bœuf/);
    expect(customer).not.toContain('Chargement du panier…');
  } finally {
    await page.request.post('/api/carts/clear');
  }
});

test('the server answers 404 for an unknown article, with the error page in the HTML', async ({ request }) => {
  const response = await request.get('/product/999999');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Page introuvable');
  expect(html).toContain('404');
});

test('a visitor whose browser kept « space=pro » gets the particulier catalogue, not the login page', async ({
  request,
}) => {
  const response = await request.get('/products-list', { headers: { cookie: 'space=pro' }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/\bTTC</);
  expect(html).not.toMatch(/\bHT</);
});

test('a logged-in pro gets the pro space rendered by the server: HT prices and the first name', async ({ page }) => {
  const login = await page.request.post('/api/accounts/login', { data: PRO });
  expect(login.status()).toBe(200);
  await page.context().addCookies([{ name: 'space', value: 'pro', domain: '127.0.0.1', path: '/' }]);
  const html = await (await page.request.get('/products-list')).text();
  expect(html).toMatch(/\bHT</);
  expect(html).not.toMatch(/\bTTC</);
  expect(html).toContain('>Julien<');
});

// Playwright's own page, which does not wait for React after `goto`, as a person (or another test
// suite) would not. The chunk that starts React (app/start.tsx) is held at the network until the test has
// pressed, typed or clicked, then let through: React takes over the page only after that, whatever the
// machine's speed. The page's first script, which holds early presses for React, comes as usual: the page
// asks for the held chunk only once it has run (main.tsx).
rawTest('a press, a key or a typed quantity before React runs the page is not lost', async ({ page }) => {
  let requested = () => {};
  let startRequested = Promise.resolve();
  let release = () => {};
  let released = Promise.resolve();
  const holdReact = () => {
    startRequested = new Promise((resolve) => {
      requested = resolve;
    });
    released = new Promise((resolve) => {
      release = resolve;
    });
  };
  await page.route('**/assets/start-*.js', async (route) => {
    const gate = released;
    requested();
    await gate;
    await route.continue();
  });
  // While React is held the page may never finish loading: each navigation waits for the document only.
  const documentOnly = { waitUntil: 'commit' } as const;

  // The search is a plain form: the browser submits it without waiting for the script.
  holdReact();
  await page.goto('/', documentOnly);
  await page.getByRole('combobox', { name: 'Rechercher un article' }).fill('boeuf');
  await page.getByRole('combobox', { name: 'Rechercher un article' }).press('Enter');
  await rawExpect(page).toHaveURL(/\/products-list\?Search=boeuf$/);
  await rawExpect(page.getByRole('heading', { level: 1, name: 'Résultats pour « boeuf »' })).toBeVisible();
  await rawExpect(page.locator('html[data-hydrated]')).toHaveCount(0);
  // Playwright's click waits for the button to take the press, which it does once React runs the page.
  const listClicked = page.getByRole('button', { name: 'Liste' }).click();
  release();
  await listClicked;
  await rawExpect(page.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');

  // A key on a focused button: held, then pressed again once React runs the page.
  holdReact();
  await page.reload(documentOnly);
  await startRequested;
  await page.getByRole('button', { name: 'Grille' }).focus();
  await page.keyboard.press('Enter');
  await rawExpect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await rawExpect(page.getByRole('button', { name: 'Grille' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Ajouter Entrecôte au panier' }).focus();
  await page.keyboard.press('Enter');
  await rawExpect(page.getByText('Ajouté au panier : Entrecôte, 0,25 kg.')).toBeVisible();

  holdReact();
  await page.reload(documentOnly);
  await startRequested;
  // The field is read-only until React runs the page: Playwright's fill waits for it, as a finger would.
  const filled = page.getByRole('textbox', { name: 'Quantité d’Entrecôte en kilogrammes' }).fill('1,5');
  release();
  await filled;
  await page.getByRole('button', { name: 'Ajouter Entrecôte au panier' }).click();
  await rawExpect(page.getByText('Ajouté au panier : Entrecôte, 1,5 kg (1,75 kg au total).')).toBeVisible();

  // The search field focused and typed into before React runs: no focus event comes after, and the
  // suggestions come all the same, for what was typed.
  holdReact();
  await page.goto('/', documentOnly);
  await startRequested;
  const search = page.getByRole('combobox', { name: 'Rechercher un article' });
  await search.focus();
  await search.pressSequentially('entrec');
  await rawExpect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await rawExpect(page.getByRole('option', { name: /Entrecôte/ })).toBeVisible();
  await rawExpect(search).toHaveAttribute('aria-expanded', 'true');
});
