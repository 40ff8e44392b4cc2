import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chooseFirstRound } from './demo-api.js';
import { expect, type Page, test } from './fixtures.js';
import { SHOP } from './worker-shop.js';

// A restaurant's whole journey through the screens, against the real server: it refuses the analytics,
// registers as a pro with a Belgian mobile, reads the SMS code from the outbox, verifies, completes its
// profile, orders for delivery on a day of its choice, finds the order in its history, orders it again
// and deletes its account. No request goes to the tag manager at any point.

const OUTBOX_DIR = SHOP.outboxDir;
const READY = { timeout: 15_000 };

function activationCode(e164: string, since: Date): string | undefined {
  const file = path.join(OUTBOX_DIR, 'sms.jsonl');
  if (!fs.existsSync(file)) return undefined;
  const sms = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string; at: string })
    .filter((m) => m.to === e164 && new Date(m.at) >= since)
    .at(-1);
  return /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

test('a pro registers with a Belgian mobile, orders for delivery on a chosen day, reorders and leaves', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tagManager: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('googletagmanager.com')) tagManager.push(request.url());
  });
  const started = new Date(Date.now() - 1000);
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const e164 = `+32470${digits}`;
  const email = `chef.${Date.now()}.${digits}@example.com`;

  // The analytics are refused at the first screen.
  await page.goto('/account/register');
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(page.getByRole('button', { name: 'Tout refuser' })).toBeHidden();

  // Registration as a pro: the company fields appear.
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible(READY);
  await page.getByRole('radio', { name: /Professionnel/ }).check();
  await page.getByLabel('Raison sociale').fill('Brasserie du Pont-Mousson');
  await page.getByLabel('Numéro de TVA intracommunautaire').fill('FR83404833048');
  await page.getByLabel('Prénom').fill('Lucien');
  await page.getByLabel('Nom', { exact: true }).fill('Gérard');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page
    .getByLabel('Téléphone mobile')
    .fill(`+32 470 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`);
  await page.getByLabel('Numéro et rue').fill('2 place de la Comédie');
  await page.getByLabel('Code postal').fill('57000');
  await page.getByLabel('Ville').fill('Metz');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Pot-au-feu du lundi 2026');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Verification with the code the outbox received for the Belgian number.
  await expect(page).toHaveURL(/\/account\/verify$/, READY);
  let code: string | undefined;
  await expect.poll(() => (code = activationCode(e164, started)), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  await expectAccessible(page);
  await page.getByLabel('Code reçu par SMS').fill(code as string);
  await page.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(toast(page, /Votre compte est activé/)).toBeVisible(READY);

  // The profile: a favourite shop.
  await page.goto('/account/profile');
  await expect(page.getByLabel('Raison sociale')).toHaveValue('Brasserie du Pont-Mousson', READY);
  await page.getByLabel(/Boutique préférée/).selectOption({ label: 'Maison Thirion Metz-Centre' });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Vos informations sont enregistrées.')).toBeVisible();
  await expectAccessible(page);
  const me = (await (await page.request.get('/api/accounts/me')).json()) as Record<string, unknown>;
  expect(me).toMatchObject({ userType: 2, phoneNumber: e164, favoriteStore: 'METZ-CENTRE', isVerified: true });

  // Until the shop approves the account, it shops as a particulier and is told why.
  expect(me).toMatchObject({ proStatus: 'pending' });
  const pending = (await (await page.request.get('/api/articles?Search=bavette')).json()) as {
    items: { purchasePricePerUnit: number | null }[];
  };
  expect(pending.items[0]?.purchasePricePerUnit).toBeNull();
  // The owner approves it from the back office's list.
  const owner = await playwright.request.newContext({ baseURL });
  const login = await owner.post('/api/accounts/login', {
    data: { email: 'admin@example.com', password: 'Demo-Boucherie-2026' },
  });
  expect(login.status()).toBe(200);
  const pros = (await (await owner.get('/api/admin/pros')).json()) as { items: { id: number; email: string }[] };
  const request = pros.items.find((p) => p.email === email);
  expect(request).toBeDefined();
  expect((await owner.post(`/api/admin/customers/${request?.id}/approve-pro`)).status()).toBe(200);
  await owner.dispose();

  // An approved pro is in the pro space without a switch, and sees HT prices; 5 kg of an article in the cart.
  await page.goto('/products-list?Search=bavette');
  const card = page
    .getByRole('article')
    .filter({ hasText: /Bavette/ })
    .first();
  await expect(card.getByText(/HT/).first()).toBeVisible(READY);
  await expect(page.getByRole('button', { name: 'Professionnel', exact: true })).toHaveCount(0);
  await card.getByRole('textbox', { name: /^Quantité d(?:e |’)/ }).fill('5');
  await card.getByRole('button', { name: /^Ajouter .+ au panier/ }).click();
  await expect(page.getByText(/Ajouté au panier/)).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Valider mon panier' }).click();

  // Delivery (a pro's default) to the profile's address, on the second day offered.
  await expect(page.getByRole('radio', { name: /^Livraison/ })).toBeChecked(READY);
  await expect(page.getByRole('textbox', { name: 'Code postal' })).toHaveValue('57000');
  const day = page.getByRole('group', { name: 'Jour de livraison' }).getByRole('radio').nth(1);
  await expect(day).toBeVisible(READY);
  const chosen = await day.getAttribute('value');
  await day.check();
  await chooseFirstRound(page);
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Valider ma commande' }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  const order = (await response.json()) as { id: number; number: string; date: string; priceBasis: string };
  expect(order).toMatchObject({ date: chosen, priceBasis: 'HT' });
  await expect(page.getByText(order.number)).toBeVisible(READY);

  // The history, the order, and the same order again.
  await page.getByRole('link', { name: 'Mes commandes' }).first().click();
  const row = page.getByRole('list', { name: 'Mes commandes' }).getByRole('listitem').first();
  await expect(row.getByText('Reçue')).toBeVisible(READY);
  await row.getByRole('link', { name: `Commande n° ${order.number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Commande n° ${order.number}` })).toBeVisible(READY);
  await page.getByRole('button', { name: 'Commander à nouveau' }).click();
  await expect(page).toHaveURL(/\/cart$/, READY);
  await expect(page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem')).toHaveCount(1);

  // Leaving: while the order is to be delivered the account stays, and the page says why and whom to call.
  const deleteAccount = async () => {
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await page
      .getByRole('alertdialog', { name: /Supprimer définitivement votre compte/ })
      .getByRole('button', { name: 'Oui, supprimer mon compte' })
      .click();
  };
  await page.goto('/account/profile');
  await deleteAccount();
  await expect(page.getByText(new RegExp(`Votre commande n°\\s${order.number} est en cours`))).toBeVisible(READY);
  // Cancelled online (before its cut-off), the order no longer holds the account: it is deleted after a confirmation.
  expect((await page.request.post(`/api/orders/${order.id}/cancel`)).status()).toBe(200);
  await page.reload();
  await deleteAccount();
  await expect(toast(page, /Votre compte est supprimé/)).toBeVisible(READY);
  expect((await page.request.get('/api/accounts/me')).status()).toBe(401);
  expect(tagManager).toEqual([]);
});
