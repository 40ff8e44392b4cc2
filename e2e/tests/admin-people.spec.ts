import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';
import { SHOP } from './worker-shop.js';

// The owner's people (issue 14), against the real server: the owner finds a customer, downloads their
// data, opens an access for a new staff member who chooses a password and logs in, revokes it (the open
// session ends at once), and reads all of it in the journal. SCREENSHOTS=1 saves the screens in
// docs/screenshots (tablet 1024 × 768 and desktop 1280 × 900).

const PASSWORD = 'Demo-Boucherie-2026';
const READY = { timeout: 15_000 };
const OUTBOX_DIR = SHOP.outboxDir;
const SHOTS = process.env.SCREENSHOTS === '1' ? path.resolve(import.meta.dirname, '../../docs/screenshots') : null;

async function logIn(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post('/api/accounts/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** Both widths of the back office, back to the tablet's. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [width, height] of [
    [1280, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

/** The link e-mailed to a new staff member, as the outbox received it. */
function invitationLink(to: string): string | undefined {
  const file = path.join(OUTBOX_DIR, 'mail.jsonl');
  if (!fs.existsSync(file)) return undefined;
  const mail = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === to)
    .at(-1);
  const link = /https?:\/\/\S+\/account\/reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0];
  return link ? new URL(link).pathname + new URL(link).search : undefined;
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

test('the owner finds a customer, exports their data, opens a staff access, revokes it, and reads the journal', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1024, height: 768 });

  // Marie has ordered at Metz-Centre (through the API, as the order screens send it).
  const marie = await browser.newContext({ baseURL });
  await logIn(marie.request, 'marie@example.com');
  const shops = (
    (await (await marie.request.get('/api/shops')).json()) as { shops: { id: number; department: string }[] }
  ).shops;
  const metz = shops.find((s) => s.department === 'METZ-CENTRE') as { id: number };
  const slots = (await (await marie.request.get(`/api/orders/slots?mode=Pickup&shopId=${metz.id}`)).json()) as {
    slots: { date: string }[];
  };
  const articles = (await (await marie.request.get('/api/articles?Search=entrecote')).json()) as {
    items: { id: number }[];
  };
  expect((await marie.request.post('/api/carts/clear')).ok()).toBe(true);
  const line = { articleId: articles.items[0]?.id, quantity: 1.2 };
  expect((await marie.request.put('/api/carts', { data: line })).ok()).toBe(true);
  const placed = await marie.request.post('/api/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { mode: 'Pickup', shopId: metz.id, date: slots.slots[0]?.date },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { number: string };
  await marie.close();

  await logIn(page.request, 'admin@example.com');

  // The owner finds Marie by her name typed without its capital.
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible(READY);
  await page.getByLabel('Rechercher un client').fill('marie');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?q=marie$/);
  const row = page.getByRole('link', { name: /Marie/ }).first();
  await expect(row).toBeVisible(READY);
  await expectAccessible(page);
  await shoot(page, 'admin-customers');

  await row.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marie', READY);
  await expect(page.getByRole('link', { name: 'marie@example.com' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Commandes' })).toBeVisible();
  await expect(page.getByRole('link', { name: `n°\u00a0${order.number}` })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'admin-customer');

  // Her data, as a JSON file with the server's name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter ses données (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^client-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path()) as string, 'utf8')) as {
    account: { email: string };
    orders: { number: string }[];
  };
  expect(exported.account.email).toBe('marie@example.com');
  expect(exported.orders.map((o) => o.number)).toContain(order.number);
  expect(JSON.stringify(exported)).not.toMatch(/password/i);

  // Anonymising is asked twice; the owner leaves it there.
  await page.getByRole('button', { name: 'Anonymiser le compte…' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Anonymiser le compte de Marie');
  await expect(question.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectAccessible(page);
  await shoot(page, 'admin-customer-anonymise');
  await question.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // A new member of staff for Metz-Centre.
  await page.getByRole('navigation', { name: 'Espace boutique' }).getByRole('link', { name: 'Personnel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personnel' })).toBeVisible(READY);
  const email = `lea.schmitt.${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'Créer l’accès' }).click();
  // The summary at the top takes the focus; its first link leads to the field.
  const summary = page.getByRole('alert', { name: /erreurs? à corriger$/ });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Saisissez le prénom.' }).click();
  await expect(page.getByLabel('Prénom')).toBeFocused();
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByLabel('Nom', { exact: true }).fill('Schmitt');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('checkbox', { name: 'Maison Thirion Metz-Centre' }).check();
  await page.getByRole('button', { name: 'Créer l’accès' }).click();
  await expect(toast(page, /Accès créé pour Léa Schmitt/)).toBeVisible(READY);
  const card = page.getByRole('article', { name: 'Léa Schmitt' });
  await expect(card).toContainText('mot de passe pas encore choisi');
  await expect(card).toContainText('Maison Thirion Metz-Centre');
  await expect(page.getByLabel('Prénom')).toHaveValue('');
  await expectAccessible(page);
  await shoot(page, 'admin-staff');

  // Léa chooses her password with the e-mailed link, on the shop's tablet, and logs in.
  const tablet = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  const lea = await tablet.newPage();
  let link: string | undefined;
  await expect.poll(() => (link = invitationLink(email)), { timeout: 10_000 }).toBeTruthy();
  await lea.goto(link as string);
  await lea.getByLabel('Nouveau mot de passe', { exact: true }).fill('Hachoir-de-Lorraine-77');
  await lea.getByLabel('Confirmez le nouveau mot de passe').fill('Hachoir-de-Lorraine-77');
  await lea.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(lea).toHaveURL(/\/account\/login/, READY);
  await lea.getByLabel('Adresse e-mail').fill(email);
  await lea.getByLabel('Mot de passe', { exact: true }).fill('Hachoir-de-Lorraine-77');
  await lea.getByRole('button', { name: 'Se connecter' }).click();
  await expect(lea).toHaveURL(/\/admin$/, READY);
  await expect(lea.getByRole('heading', { level: 1, name: /^Commandes/ })).toBeVisible(READY);
  expect((await lea.request.get('/api/admin/me')).status()).toBe(200);

  // The owner revokes her access: her open session ends at once.
  await page.reload();
  const leaCard = page.getByRole('article', { name: 'Léa Schmitt' });
  await expect(leaCard).toContainText('Dernière connexion', READY);
  await leaCard.getByRole('button', { name: 'Révoquer l’accès de Léa Schmitt' }).click();
  await leaCard.getByRole('alertdialog').getByRole('button', { name: 'Révoquer' }).click();
  await expect(toast(page, /L’accès de Léa Schmitt est révoqué/)).toBeVisible(READY);
  await expect(leaCard).toContainText('Accès révoqué le');
  expect((await lea.request.get('/api/admin/me')).status()).toBe(401);
  await lea.reload();
  await expect(lea).toHaveURL(/\/account\/login\?redirect=%2Fadmin/, READY);
  await tablet.close();

  // The journal tells all of it, newest first.
  await page.getByRole('navigation', { name: 'Espace boutique' }).getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal des modifications' })).toBeVisible(READY);
  const entries = page.getByRole('listitem').filter({ hasText: /Accès|Données du client/ });
  await expect(entries.nth(0)).toContainText('Accès de Léa Schmitt révoqué.', READY);
  await expect(entries.nth(1)).toContainText('Accès créé pour Léa Schmitt (personnel).');
  await expect(entries.nth(2)).toContainText(/Données du client n°\s\d+ exportées/);
  await expect(entries.nth(1)).toContainText('METZ-CENTRE');
  await expectAccessible(page);
  await shoot(page, 'admin-journal');

  // Only the staff accounts' changes.
  await page.getByLabel('Type de modification').selectOption('staff');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/kind=staff/);
  await expect(page.getByRole('status').filter({ hasText: 'modification' })).toHaveText('2 modifications', READY);
  await expect(page.getByText(/Données du client/)).toHaveCount(0);
});
