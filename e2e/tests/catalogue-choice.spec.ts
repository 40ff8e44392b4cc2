import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures.js';

// Issue 13: a catalogue that helps choose meat, walked on a phone (390 × 844) as a customer would, and
// the pro's prices on a desktop. E2E_SCREENSHOTS=dir keeps a picture of each screen.

const READY = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.E2E_SCREENSHOTS;

type ApiArticle = {
  id: number;
  designation: string;
  pricePerUnit: number;
  discountIsActive: boolean;
  discountedPrice: number | null;
  purchasePricePerUnit: number | null;
  discountedPurchasePricePerUnit: number | null;
};

async function findArticle(request: APIRequestContext, designation: string): Promise<ApiArticle> {
  const response = await request.get(`/api/articles?Search=${encodeURIComponent(designation)}&PageSize=100`);
  const body = (await response.json()) as { items: ApiArticle[] };
  const article = body.items.find((a) => a.designation === designation);
  if (!article) throw new Error(`${designation} is not in the demo catalogue`);
  return article;
}

/** "9,73 €" as the shop writes it, any space allowed (the shop's are non-breaking). */
const euros = (amount: number) => `${(Math.round(amount * 100) / 100).toFixed(2).replace('.', ',')}\\s€`;
const estimate = (amount: number, rest: string) => new RegExp(`≈\\s${euros(amount)} ${rest}`);

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  // The pictures show the screen, not the cookie question over it.
  const refuse = page.getByRole('button', { name: 'Tout refuser' });
  if (await refuse.isVisible()) await refuse.click();
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** A page of its own context (axe needs one), at a phone's or a desktop's size. */
async function openPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  return { context, page: await context.newPage() };
}

test.use({ viewport: PHONE });

test('sensible quantities: the butcher’s 250 g, the price live beside the stepper, guests into a weight', async ({
  page,
}) => {
  const entrecote = await findArticle(page.request, 'Entrecôte');
  const price =
    entrecote.discountIsActive && entrecote.discountedPrice ? entrecote.discountedPrice : entrecote.pricePerUnit;
  await page.goto(`/product/${entrecote.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrecôte' })).toBeVisible(READY);

  const quantity = page.getByRole('textbox', { name: 'Quantité d’Entrecôte en kilogrammes' });
  await expect(quantity).toHaveValue('0,25');
  await expect(page.getByText(estimate(price * 0.25, 'pour 250\\sg'))).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter 50 g' }).click();
  await expect(quantity).toHaveValue('0,3');
  await expect(page.getByText(estimate(price * 0.3, 'pour 300\\sg'))).toBeVisible();

  // "Pour combien de personnes ?": 4 guests at 250 g each.
  const guests = page.getByRole('textbox', { name: 'Pour combien de personnes ?' });
  await expect(page.getByText(/Comptez 250\sg par personne/)).toBeVisible();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Ajouter une personne' }).click();
  await expect(guests).toHaveValue('4');
  await expect(quantity).toHaveValue('1');
  await expect(page.getByText(estimate(price, 'pour 1\\skg'))).toBeVisible();
  await shot(page, 'catalogue-product-portions-390');

  // Back to one steak: 250 g go to the cart as 0,25 kg.
  await page.getByRole('button', { name: 'Retirer une personne' }).click();
  await page.getByRole('button', { name: 'Retirer une personne' }).click();
  await page.getByRole('button', { name: 'Retirer une personne' }).click();
  await expect(quantity).toHaveValue('0,25');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Ajouté au panier : Entrecôte, 0,25 kg.')).toBeVisible();
  await page.goto('/cart');
  const line = page
    .getByRole('list', { name: 'Articles du panier' })
    .getByRole('listitem')
    .filter({ hasText: 'Entrecôte' });
  await expect(line.getByRole('textbox')).toHaveValue('0,25');
  await expect(line.getByText(new RegExp(euros(price * 0.25)))).toBeVisible();

  // Merguez come by 500 g, from their card.
  await page.goto('/products-list?Search=merguez');
  const merguez = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Merguez' }) });
  await expect(merguez.getByRole('textbox', { name: 'Quantité de Merguez en kilogrammes' })).toHaveValue('0,5');
  await merguez.getByRole('button', { name: 'Ajouter 500 g' }).click();
  await expect(merguez.getByRole('textbox')).toHaveValue('1');
});

test('phone browsing: two columns, the departments folded, the first product on the first screen, sorting', async ({
  page,
}) => {
  await page.goto('/products-list');
  // A returning visitor: the cookie question is answered.
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible(READY);
  const [one, two] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(one && two).toBeTruthy();
  // Side by side, each about half the screen, and the first one starts well within the first screen.
  expect(Math.abs((one?.y ?? 0) - (two?.y ?? 1))).toBeLessThan(2);
  expect(two?.x ?? 0).toBeGreaterThan((one?.x ?? 0) + (one?.width ?? 0) - 1);
  expect(one?.width ?? 400).toBeLessThan(PHONE.width / 2);
  expect((one?.y ?? 900) + 150).toBeLessThan(PHONE.height);
  await shot(page, 'catalogue-list-390');

  // The departments fold under one line.
  const departments = page.locator('details').filter({ hasText: 'Rayon' });
  const summary = departments.locator('summary');
  await expect(summary).toHaveText(/Rayon\s:\sTous les rayons/);
  await expect(departments.getByRole('link', { name: 'Bœuf', exact: true })).toBeHidden();
  await summary.click();
  await expect(departments.getByRole('link', { name: 'Bœuf', exact: true })).toBeVisible();
  await shot(page, 'catalogue-departments-open-390');
  await expectAccessible(page);
  await departments.getByRole('link', { name: 'Bœuf', exact: true }).click();
  await expect(page).toHaveURL(/SubCategoryIds=/);
  await expect(page.locator('details summary').filter({ hasText: 'Rayon' })).toHaveText(/Rayon\s:\sBœuf/);
  await expect(page.locator('details').filter({ hasText: 'Rayon' })).not.toHaveAttribute('open', '');

  // Sorted by price, cheapest first: the list follows the API's order.
  await page.getByRole('combobox', { name: 'Trier' }).selectOption({ label: 'Prix croissant' });
  await expect(page).toHaveURL(/Sort=price%3Aasc/);
  const url = new URL(page.url());
  const api = (await (await page.request.get(`/api/articles${url.search}`)).json()) as { items: ApiArticle[] };
  await expect(cards.first().getByRole('heading')).toHaveText(api.items[0]?.designation ?? '');
  await expect(cards.nth(1).getByRole('heading')).toHaveText(api.items[1]?.designation ?? '');
  await shot(page, 'catalogue-sorted-390');
});

test('a search that forgives, with suggestions as one types', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Rechercher un article' });
  await field.click();
  await field.pressSequentially('boef');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions).toBeVisible(READY);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions.getByRole('option', { name: /^Bœuf\s+Rayon$/ })).toBeVisible();
  await expect(suggestions.getByRole('option', { name: /Côte de bœuf/ })).toBeVisible();
  await shot(page, 'catalogue-suggestions-390');
  await expectAccessible(page);

  // Enter without a choice searches, as the plain form does: "boef" finds the bœuf.
  await field.press('Enter');
  await expect(page).toHaveURL(/\/products-list\?Search=boef/);
  // The results' own title: the URL changes before React renders the new page, and the home page also shows
  // a « Côte de bœuf » card. The header's field is rebuilt in that same render, so it is the new one from here.
  await expect(page.getByRole('heading', { level: 1, name: /^Résultats pour «\sboef\s»$/ })).toBeVisible(READY);
  await expect(page.getByRole('heading', { level: 3, name: 'Côte de bœuf' })).toBeVisible(READY);

  // "entrecote" finds the Entrecôte; the keyboard picks the suggestion.
  await field.fill('');
  // The suggestions for the whole word: on a busy machine an earlier word's may show first.
  const answered = page.waitForResponse((res) => /Search=entrecote(&|$)/.test(res.url()));
  await field.pressSequentially('entrecote');
  await answered;
  const option = suggestions.getByRole('option', { name: /^Entrecôte/ });
  await expect(option).toBeVisible(READY);
  const options = suggestions.getByRole('option');
  const index = await options.evaluateAll((nodes) => nodes.findIndex((n) => n.textContent?.startsWith('Entrecôte')));
  for (let i = 0; i <= index; i++) await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrecôte' })).toBeVisible(READY);
});

test('what a butcher tells: breed, ageing, labels, farm and cooking advice', async ({ browser }) => {
  const { context, page } = await openPage(browser, PHONE);
  const cote = await findArticle(page.request, 'Côte de bœuf');
  await page.goto(`/product/${cote.id}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const notes = page.getByRole('region', { name: 'Le mot du boucher' });
  await expect(notes).toBeVisible(READY);
  await expect(notes.getByText('Charolaise')).toBeVisible();
  await expect(notes.getByText('Maturée 21 jours sur l’os')).toBeVisible();
  await expect(notes.getByText(/Moselle/)).toBeVisible();
  await expect(notes.getByRole('heading', { name: 'Conseil de cuisson' })).toBeVisible();
  await notes.scrollIntoViewIfNeeded();
  await shot(page, 'catalogue-butcher-notes-390');
  await expectAccessible(page);

  const poulet = await findArticle(page.request, 'Poulet fermier entier');
  await page.goto(`/product/${poulet.id}`);
  await expect(page.getByRole('list', { name: 'Labels de qualité' }).getByText('Label Rouge')).toBeVisible(READY);
  await context.close();
});

test('a pro on a desktop: estimates and sorting in HT', async ({ browser }) => {
  const { context, page } = await openPage(browser, DESKTOP);
  const login = await page.request.post('/api/accounts/login', {
    data: { email: 'chef@example.com', password: 'Demo-Boucherie-2026' },
  });
  expect(login.status()).toBe(200);
  const entrecote = await findArticle(page.request, 'Entrecôte');
  const ht =
    entrecote.discountIsActive && entrecote.discountedPurchasePricePerUnit
      ? entrecote.discountedPurchasePricePerUnit
      : (entrecote.purchasePricePerUnit as number);
  await page.goto(`/product/${entrecote.id}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // Signed in, a pro is in the pro space without a switch to leave it (issue 45).
  await expect(page.getByRole('button', { name: 'Professionnel', exact: true })).toHaveCount(0);
  // A pro starts at the kilo (a kitchen's quantity), not at the particulier's steak.
  await expect(page.getByText(new RegExp(`≈\\s${euros(ht)} HT pour 1\\skg`))).toBeVisible(READY);
  await shot(page, 'catalogue-product-pro-1280');

  await page.goto('/products-list?Sort=price');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const api = (await (await page.request.get('/api/articles?Sort=price')).json()) as { items: ApiArticle[] };
  const prices = api.items.map((a) => a.discountedPurchasePricePerUnit ?? a.purchasePricePerUnit ?? 0);
  expect(prices.every((p, i) => i === 0 || p >= (prices[i - 1] ?? 0))).toBe(true);
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(api.items[0]?.designation ?? '');
  await expect(page.getByRole('combobox', { name: 'Trier' })).toHaveValue('price:asc');
  await shot(page, 'catalogue-list-sorted-1280');
  await expectAccessible(page);
  await context.close();
});
