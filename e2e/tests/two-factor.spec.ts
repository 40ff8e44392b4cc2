import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import { logIn } from './demo-api.js';
import { expect, type Page, test } from './fixtures.js';
import { SHOP } from './worker-shop.js';

// Issue 29 (ADR 045): a staff member turns on the second factor in « Sécurité » (QR code, key, first code, the
// recovery codes shown once), then logs in with the code of the app, and again with a recovery code. The codes
// are made here as the phone's app makes them, with the same library as the server, at the server's time (this
// worker's shop may run with its clock moved). SCREENSHOTS=1 saves the screens in docs/screenshots.

const PASSWORD = 'Un-Mot-De-Passe-Solide-2026';
const READY = { timeout: 15_000 };
const SHOTS = process.env.SCREENSHOTS === '1' ? path.resolve(import.meta.dirname, '../../docs/screenshots') : null;

/** The server's clock: the real one plus this worker's offset. */
const serverNow = () => Date.now() + (Number(fs.readFileSync(SHOP.clockOffsetFile, 'utf8')) || 0);
/** The code the app shows `stepsAhead` periods of 30 s from now (the server takes the next period's too). */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: serverNow() + stepsAhead * 30_000 });

/** The link e-mailed to a new staff member. */
function invitationToken(to: string): string | undefined {
  const file = path.join(SHOP.outboxDir, 'mail.jsonl');
  if (!fs.existsSync(file)) return undefined;
  const text = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === to)
    .at(-1)?.text;
  return /reset-password\?token=(\S+)/.exec(text ?? '')?.[1];
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

async function logInWithPassword(page: Page, email: string) {
  await page.goto('/account/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('a staff member turns on the second factor, then logs in with the app’s code and with a recovery code', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });

  // The owner opens an access of its own for this journey; the person chooses a password with the e-mailed link.
  const owner = await browser.newContext({ baseURL });
  await logIn(owner.request, 'admin@example.com');
  const { shops } = (await (await owner.request.get('/api/admin/me')).json()) as { shops: { id: number }[] };
  const email = `double.facteur.${Date.now()}@example.com`;
  const created = await owner.request.post('/api/admin/staff', {
    data: { email, firstName: 'Lucie', lastName: 'Marchal', role: 'staff', shopIds: [shops[0]?.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const member = (await created.json()) as { id: number };
  await expect.poll(() => invitationToken(email), READY).toBeTruthy();
  const token = decodeURIComponent(invitationToken(email) as string);
  const chosen = await owner.request.post('/api/accounts/reset-password/reset', {
    data: { token, password: PASSWORD },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);

  try {
    await logInWithPassword(page, email);
    await page.waitForURL('**/admin', READY);
    await page.getByRole('link', { name: 'Sécurité' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sécurité' })).toBeVisible(READY);
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();

    await expect(page.getByRole('img', { name: /QR code à scanner/ })).toBeVisible(READY);
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const code = page.getByLabel('Code de vérification');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expectAccessible(page);
    await shoot(page, 'admin-securite-activation-1024');

    // A wrong code is refused under the field; the app's code turns it on.
    await code.fill(codeOf(secret) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Activer', exact: true }).click();
    await expect(code).toHaveAccessibleDescription(/Code incorrect/, READY);
    await code.fill(codeOf(secret));
    await page.getByRole('button', { name: 'Activer', exact: true }).click();
    const codes = page.getByRole('heading', { name: 'Vos codes de secours' });
    await expect(codes).toBeVisible(READY);
    const recoveryCodes = await page
      .getByRole('listitem')
      .filter({ hasText: /^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/ })
      .allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await shoot(page, 'admin-securite-codes-de-secours-1024');
    await page.getByRole('button', { name: 'J’ai mis mes codes de secours en lieu sûr' }).click();
    await expect(page.getByText('La double authentification est activée')).toBeVisible();

    // The next login asks for the code after the password; the next period's code (the one the enrolment took
    // cannot serve twice) opens the back office.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/account/login', READY);
    await logInWithPassword(page, email);
    const loginCode = page.getByLabel('Code de vérification');
    await expect(loginCode).toBeVisible(READY);
    await expect(loginCode).toBeFocused();
    await expectAccessible(page);
    await shoot(page, 'connexion-code-de-verification-1024');
    await loginCode.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Valider le code' }).click();
    await page.waitForURL('**/admin', READY);

    // The phone lost: a recovery code instead, once.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/account/login', READY);
    await logInWithPassword(page, email);
    await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
    await page.getByLabel('Code de secours').fill(recoveryCodes[0] as string);
    await page.getByRole('button', { name: 'Valider le code' }).click();
    await page.waitForURL('**/admin', READY);
    await page.goto('/admin/securite');
    await expect(page.getByText(/Il vous reste 9 codes de secours/)).toBeVisible(READY);
  } finally {
    await owner.request.post(`/api/admin/staff/${member.id}/revoke`);
    await owner.close();
  }
});
