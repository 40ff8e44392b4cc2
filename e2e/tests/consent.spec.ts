import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type BrowserContext, expect, type Page, type Request, test } from './fixtures.js';
import { SHOP } from './worker-shop.js';

// Consent and the tag manager against a real server of this spec's own, started with a container id
// (GTM_ID), on a port next to this worker's shop's. The machine has no internet: gtm.js is answered
// by page.route with an empty script, so the test sees the request without anything leaving.

const GTM_ID = 'GTM-TEST123';
const PORT = SHOP.consentPort;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '../..');
const BANNER = 'Vos choix sur les cookies';

let server: ChildProcess | undefined;

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error('the consent test server stopped');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // The compiled server, which the global setup compiled before the first test (global-setup.ts).
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    // A process group of its own, so that stopping it stops whatever it started too.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: 'file::memory:',
      OUTBOX_DIR: path.join(SHOP.dataDir, 'outbox-consent'),
      LOG_LEVEL: 'warn',
      GTM_ID,
    },
  });
  await waitForServer(`${BASE_URL}/api/shops`, 80_000);
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

test.use({ baseURL: BASE_URL });

/** Every request to Google's tag manager, answered locally with an empty script. */
async function watchTagManager(context: BrowserContext) {
  const requests: string[] = [];
  context.on('request', (request: Request) => {
    if (new URL(request.url()).hostname.endsWith('googletagmanager.com')) requests.push(request.url());
  });
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* gtm.js stand-in */' }),
  );
  return requests;
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event?: string; page_path?: string; page_title?: string }[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'page_view')
      .map(({ page_path, page_title }) => ({ page_path, page_title })),
  );

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
}

test('refusing loads no tag manager, and the answer survives a reload', async ({ page, context }) => {
  const gtm = await watchTagManager(context);
  const siteConfig: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/site-config')) siteConfig.push(request.url());
  });

  await openHome(page);
  const refuse = page.getByRole('button', { name: 'Tout refuser' });
  const accept = page.getByRole('button', { name: 'Tout accepter' });
  // As easy to refuse as to accept: same size, side by side.
  const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
  expect(refuseBox?.width).toBe(acceptBox?.width);
  expect(refuseBox?.height).toBe(acceptBox?.height);

  await refuse.click();
  await expect(page.getByRole('region', { name: BANNER })).toBeHidden();
  await page.getByRole('link', { name: 'CGV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await expect(page.getByRole('region', { name: BANNER })).toBeHidden();
  expect(gtm).toEqual([]);
  expect(siteConfig).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test('accepting loads gtm.js and pushes a page view per navigation', async ({ page, context }) => {
  const gtm = await watchTagManager(context);
  await openHome(page);
  expect(gtm).toEqual([]);

  const script = page.waitForRequest((request) => request.url().startsWith('https://www.googletagmanager.com/'));
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  expect((await script).url()).toBe(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`);
  await expect(page.getByRole('region', { name: BANNER })).toBeHidden();
  await expect.poll(() => pageViews(page)).toEqual([{ page_path: '/', page_title: expect.any(String) }]);

  await page.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      { page_path: '/', page_title: expect.any(String) },
      { page_path: '/mentions-legales', page_title: 'Mentions légales — Maison Thirion' },
    ]);

  // Kept: after a reload the tag manager starts again without asking.
  const again = page.waitForRequest((request) => request.url().includes('googletagmanager.com/gtm.js'));
  await page.reload();
  await again;
  await expect(page.getByRole('region', { name: BANNER })).toBeHidden();
});

test('the footer button reopens the choices, and withdrawing stops the page views', async ({ page, context }) => {
  await watchTagManager(context);
  await openHome(page);
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
  await context.addCookies([{ name: '_ga', value: 'GA1.1.42.42', url: BASE_URL }]);

  await page.getByRole('button', { name: 'Gestion des cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gestion des cookies' });
  await expect(dialog).toBeVisible();
  const audience = dialog.getByRole('switch', { name: 'Mesure d’audience' });
  await expect(audience).toBeFocused();
  await expect(audience).toHaveAttribute('aria-checked', 'true');

  // Escape closes without changing anything, and the focus goes back to the footer button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Gestion des cookies' })).toBeFocused();

  await page.getByRole('button', { name: 'Gestion des cookies' }).click();
  await audience.click();
  await expect(audience).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog).toBeHidden();

  // The tag manager stops in an effect, after the dialog has closed: its cookies go then.
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ga');
  await page.getByRole('link', { name: 'CGV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
  expect(await pageViews(page)).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('region', { name: BANNER })).toBeHidden();
  // The answer and its date, in the cookie the server reads to leave the banner out of the page.
  const kept = (await context.cookies()).find((cookie) => cookie.name === 'consent');
  expect(kept?.value).toMatch(/^0\.\d{4}-\d{2}-\d{2}T/);
});

test('the banner asks again once the answer is six months old', async ({ page, context }) => {
  const decidedAt = new Date();
  decidedAt.setMonth(decidedAt.getMonth() - 7);
  // A browser that kept the cookie past its age: the date inside it still counts.
  await context.addCookies([{ name: 'consent', value: `1.${decidedAt.toISOString()}`, url: BASE_URL }]);
  await openHome(page);
});

test('on a phone the banner is a compact bottom sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  const box = await page.getByRole('region', { name: BANNER }).boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.y + box.height).toBeCloseTo(844, 0);
  expect(box.height).toBeLessThan(844 * 0.35);
  // The page can scroll everything above it.
  const room = await page.evaluate(() => Number.parseFloat(document.body.style.paddingBottom));
  expect(Math.abs(room - box.height)).toBeLessThanOrEqual(1);
});

for (const { path: pagePath, title } of [
  { path: '/mentions-legales', title: 'Mentions légales' },
  { path: '/confidentialite', title: 'Politique de confidentialité' },
  { path: '/cgv', title: 'Conditions générales de vente' },
]) {
  test(`${pagePath} shows its text`, async ({ page }) => {
    await page.goto(pagePath);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Mis à jour le \d{1,2}(?:er)? \p{L}+ \d{4}$/u)).toBeVisible();
    expect(await page.locator('main h2').count()).toBeGreaterThan(3);
    await expect(page).toHaveTitle(`${title} — Maison Thirion`);
  });
}
