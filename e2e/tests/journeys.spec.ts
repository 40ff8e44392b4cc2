import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page, test } from './fixtures.js';
import { SHOP } from './worker-shop.js';

// New customers' journeys end to end, as they were tried on a phone (the pro ones on a desktop): a
// mistyped mobile corrected on the verify page, "Renvoyer le code" after a wrong code, the way back to
// the order through login or registration and the SMS code, toasts that stay with their page, the pro
// space explained, and a pickup-only registration without a postal address.

const OUTBOX_DIR = SHOP.outboxDir;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;
const READY = { timeout: 15_000 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'fr-FR' };
const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'fr-FR' };
const PASSWORD = 'Une côte de bœuf pour deux';
// The server's rule: one SMS a minute per account, the registration's counted. The test that waits that minute
// moves this worker's shop's clock (CLOCK_OFFSET_FILE, worker-shop.ts) and the page's clock past it instead.
const SMS_MINUTE_MS = 61_000;
const setServerClockOffset = (ms: number) => fs.writeFileSync(SHOP.clockOffsetFile, String(ms));

test.use(PHONE);
test.afterEach(() => setServerClockOffset(0));

type OutboxMessage = { to: string; text: string; at: string };

function smsTo(e164: string, since: Date): OutboxMessage[] {
  const file = path.join(OUTBOX_DIR, 'sms.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage)
    .filter((message) => message.to === e164 && new Date(message.at) >= since);
}

/** The code of the `nth` SMS (1 = the first) sent to a number since a moment, once it is there. */
async function codeOfSms(e164: string, since: Date, nth = 1): Promise<string> {
  await expect.poll(() => smsTo(e164, since).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(nth);
  const code = /\b(\d{6})\b/.exec(smsTo(e164, since)[nth - 1]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in SMS ${nth} to ${e164}`);
  return code;
}

/** A French mobile of its own for each run: 06 12 xx xx xx, typed nationally, and its E.164. */
function newMobile(prefix = '612') {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const national = `0${prefix[0]} ${prefix.slice(1)} ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  return { national, e164: `+33${prefix}${digits}` };
}

const newEmail = (who: string) => `e2e.${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const toasts = (page: Page) => page.locator('[data-sonner-toast]');
const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

async function refuseCookies(page: Page) {
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(page.getByRole('button', { name: 'Tout refuser' })).toBeHidden();
}

async function articleId(page: Page, search: string, designation: string) {
  const body = (await (await page.request.get(`/api/articles?Search=${encodeURIComponent(search)}`)).json()) as {
    items: { id: number; designation: string }[];
  };
  const article = body.items.find((a) => a.designation === designation);
  if (!article) throw new Error(`${designation} is not in the demo catalogue`);
  return article.id;
}

/** A visitor's cart: the article added from its page, confirmed by a toast. */
async function addToCart(page: Page, designation: string, search: string) {
  await page.goto(`/product/${await articleId(page, search, designation)}`);
  await expect(page.getByRole('heading', { level: 1, name: designation })).toBeVisible(READY);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(toast(page, new RegExp(`Ajouté au panier\\s:\\s${designation}`))).toBeVisible();
}

/** Fills the registration form of a particulier, without a postal address (pickup only). */
async function fillParticulier(page: Page, email: string, mobile: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible(READY);
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Lefèvre');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Téléphone mobile').fill(mobile);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
}

test('a new customer orders from the cart: registration without an address, the SMS code, back to the order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const started = new Date(Date.now() - 1000);
  const mobile = newMobile();

  await page.goto('/');
  await refuseCookies(page);
  await addToCart(page, 'Quiche lorraine', 'quiche');

  // Toasts stay with their page: the next tap, to the cart, takes the "Ajouté au panier" away.
  await page.getByRole('link', { name: /^Panier, .*, 1 article$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible(READY);
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.getByText(/Vous vous connecterez \(ou créerez votre compte\)/)).toBeVisible();
  await shoot(page, 'journey-cart-visitor-390');
  await page.getByRole('link', { name: 'Valider mon panier' }).click();

  // The login page says why it is asked, and registration keeps the way back.
  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Forder-options$/, READY);
  await expect(page.getByRole('heading', { name: 'Pour valider votre commande' })).toBeVisible();
  await expect(page.getByText(/Votre panier vous attend/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'journey-login-order-390');
  await page.getByRole('main').getByRole('link', { name: 'Créer un compte' }).click();

  await expect(page).toHaveURL(/\/account\/register\?redirect=%2Forder-options$/, READY);
  await expect(page.getByText(/vous revenez à\s+votre commande/)).toBeVisible();
  await fillParticulier(page, newEmail('checkout'), mobile.national);
  // Only what a first pickup order needs: the address and the rest come later, in the profile, as the form says.
  await expect(page.getByRole('group', { name: /Votre adresse/ })).toHaveCount(0);
  await expect(page.getByText(/vous pourrez\s+les ajouter plus tard/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'journey-register-order-390');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(/\/account\/verify\?redirect=%2Forder-options$/, READY);
  await page.getByLabel('Code reçu par SMS').fill(await codeOfSms(mobile.e164, started));
  await page.getByRole('button', { name: 'Activer mon compte' }).click();

  // Back to the order, with the cart, choosing the day only now (a login would have reset it).
  await expect(page).toHaveURL(/\/order-options$/, READY);
  await expect(page.getByRole('radio', { name: /Retrait en boutique/ })).toBeChecked(READY);
  const summary = page.getByRole('complementary', { name: 'Récapitulatif' });
  await expect(summary.getByText('Quiche lorraine')).toBeVisible(READY);
  await expect(page.getByRole('group', { name: 'Jour du retrait' }).getByRole('radio', { checked: true })).toHaveCount(
    1,
    READY,
  );
  await expect(page.getByText(/vos choix vous suivent/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Valider ma commande' }).click();
  await expect(page).toHaveURL(/\/order-confirm\?id=\d+$/, READY);
  await expect(page.getByRole('heading', { level: 1, name: /Merci, votre commande est enregistrée/ })).toBeVisible();
});

test('a customer with an account logs in from the order screen and comes back to it', async ({ page }) => {
  await page.goto('/');
  await refuseCookies(page);
  await addToCart(page, 'Quiche lorraine', 'quiche');

  // A visitor on the order screen is asked to log in before choosing anything.
  await page.goto('/order-options');
  await expect(page.getByRole('heading', { name: 'Connectez-vous pour commander' })).toBeVisible(READY);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByText(/vos choix vous suivent/)).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'journey-order-options-visitor-390');
  await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();

  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Forder-options$/, READY);
  await expect(page.getByRole('heading', { name: 'Pour valider votre commande' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('marie@example.com');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Demo-Boucherie-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page).toHaveURL(/\/order-options$/, READY);
  await expect(page.getByRole('radio', { name: /Maison Thirion Metz-Centre/ })).toBeChecked(READY);
  await expect(page.getByRole('complementary', { name: 'Récapitulatif' }).getByText('Quiche lorraine')).toBeVisible(
    READY,
  );
  // The greeting belongs to this page (the login led here); it does not cover the order button.
  await expect(toast(page, /Bonjour Marie/)).toBeVisible();
  await page.request.post('/api/carts/clear');
});

/** A phone of its own, logged in as a newly registered customer through the API (cookie jar shared). */
async function registeredElsewhere(browser: Browser, baseURL: string, mobile: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const response = await context.request.post('/api/accounts/register', {
    data: {
      userType: 1,
      email: newEmail('resend'),
      firstName: 'Lucie',
      lastName: 'Marchal',
      phoneNumber: mobile,
      country: 'FR',
      password: PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  return context;
}

test('a mistyped mobile is corrected on the verify page, and "Renvoyer le code" sends at the first tap', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two accounts registered together share the one-minute wait the server imposes after an SMS.
  test.setTimeout(150_000);
  setServerClockOffset(0);
  const started = new Date(Date.now() - 1000);
  const typo = newMobile('698');
  const right = newMobile('612');
  const other = newMobile('613');
  const otherContext = await registeredElsewhere(browser, baseURL as string, other.e164);

  // The mistyped mobile: registration, then the verify page shows the number the code went to. The page's clock
  // runs as the real one until the minute's wait below, which it then jumps, as the server's does.
  await page.clock.install();
  await page.goto('/account/register');
  await refuseCookies(page);
  await fillParticulier(page, newEmail('typo'), typo.national);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/account\/verify$/, READY);
  await expect(page.getByText(/^Nous avons envoyé un code/)).toContainText(typo.national);
  await expect(page.getByText(/créez un nouveau compte/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Mon numéro est erroné' }).click();
  await page.getByLabel('Votre numéro de mobile').fill(right.national);
  const send = page.getByRole('button', { name: /^Recevoir le code à ce numéro/ });
  // Right after the registration's SMS the server waits a minute: the button counts it down.
  await expect(send).toHaveText(/\(\d+\s?s\)/);
  await expect(send).toBeDisabled();
  await expectAccessible(page);
  await shoot(page, 'journey-verify-change-phone-390');
  // The minute passes: on the server (for both accounts, registered before it) and in the page, whose countdown
  // then reaches 0 at its next tick.
  setServerClockOffset(SMS_MINUTE_MS);
  await page.clock.fastForward(SMS_MINUTE_MS);
  await expect(send).toBeEnabled(READY);
  await send.click();
  await expect(page.getByText(/^Nous avons envoyé un code/)).toContainText('06 12', READY);
  await expect(toast(page, /Un nouveau code a été envoyé au 06\s12/)).toBeVisible();
  expect(smsTo(typo.e164, started)).toHaveLength(1);
  await page.getByLabel('Code reçu par SMS').fill(await codeOfSms(right.e164, started));
  await page.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(page).toHaveURL(/\/$/, READY);
  const me = (await (await page.request.get('/api/accounts/me')).json()) as {
    phoneNumber: string;
    isVerified: boolean;
  };
  expect(me).toMatchObject({ phoneNumber: right.e164, isVerified: true });

  // "Renvoyer le code" after a wrong code: the code field holds the focus when the customer taps.
  const phone = await otherContext.newPage();
  await phone.goto('/account/verify');
  await refuseCookies(phone);
  const code = phone.getByLabel('Code reçu par SMS');
  const first = await codeOfSms(other.e164, started);
  await code.fill(first === '000000' ? '111111' : '000000');
  await phone.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(phone.getByText('Code incorrect. Il vous reste 4 essais.')).toBeVisible(READY);
  const resend = phone.getByRole('button', { name: /^Renvoyer le code/ });
  await expect(resend).toBeEnabled(READY);
  await code.focus();
  await shoot(phone, 'journey-verify-wrong-code-390');
  await resend.click();
  await expect(toast(phone, 'Un nouveau code vous a été envoyé par SMS.')).toBeVisible(READY);
  expect(await codeOfSms(other.e164, started, 2)).toMatch(/^\d{6}$/);
  await expect(code).toHaveValue('');
  await expect(resend).toBeDisabled();
  await otherContext.close();
});

test.describe('the pro space on a desktop', () => {
  test.use(DESKTOP);

  test('a visitor who taps "Professionnel" and leaves the login page is back in the particulier space', async ({
    page,
    context,
  }) => {
    await page.goto('/products-list');
    await refuseCookies(page);
    await page.getByRole('button', { name: 'Professionnel', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Espace professionnel' })).toBeVisible(READY);
    await expect(page.getByText(/Pour demander un compte professionnel/)).toBeVisible();
    // Nothing is remembered for a visitor: the next visits are not sent to « Connexion ».
    expect((await context.cookies()).find((cookie) => cookie.name === 'space')).toBeUndefined();

    await page.getByRole('link', { name: 'Maison Thirion, accueil' }).click();
    await expect(page).toHaveURL(/\/$/, READY);
    await expect(page.getByRole('button', { name: 'Particulier', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Tous nos produits' }).click();
    await expect(page).toHaveURL(/\/products-list$/, READY);
    await expect(page.getByRole('heading', { name: 'Espace professionnel' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Particulier', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a visitor who taps "Professionnel" is told why the login is asked, and can go back', async ({ page }) => {
    await page.goto('/');
    await refuseCookies(page);
    await page.getByRole('button', { name: 'Professionnel', exact: true }).click();

    await expect(page).toHaveURL(/\/account\/login/, READY);
    await expect(page.getByRole('heading', { name: 'Espace professionnel' })).toBeVisible(READY);
    await expect(page.getByText(/réservés aux comptes professionnels/)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'journey-login-pro-1280');

    await page.getByRole('main').getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page).toHaveURL(/\/account\/register\?type=pro$/, READY);
    await expect(page.getByRole('radio', { name: /Professionnel/ })).toBeChecked(READY);
    await expect(page.getByLabel('Raison sociale')).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: 'Revenir à l’espace particulier' }).click();
    await expect(page).toHaveURL(/\/$/, READY);
    await expect(page.getByRole('button', { name: 'Particulier', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
