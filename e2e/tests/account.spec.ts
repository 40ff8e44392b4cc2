import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from './fixtures.js';
import { SHOP } from './worker-shop.js';

// A particulier's whole life as a customer, against the real server: register, read the SMS code from
// the outbox, verify, edit the profile, log out, log in again (greeted by name), delete the account.
// The account is new and deleted at the end, so the journey leaves only anonymised traces.

/** Where this worker's shop writes its messages (OUTBOX_DIR). */
const OUTBOX_DIR = SHOP.outboxDir;
const READY_MS = 15_000;

type OutboxMessage = { to: string; text: string; at: string };

/** The last SMS sent to a number since a moment, read from sms.jsonl. */
function lastSmsTo(e164: string, since: Date): OutboxMessage | undefined {
  const file = path.join(OUTBOX_DIR, 'sms.jsonl');
  if (!fs.existsSync(file)) return undefined;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage)
    .filter((message) => message.to === e164 && new Date(message.at) >= since)
    .at(-1);
}

async function readActivationCode(e164: string, since: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        code = /\b(\d{6})\b/.exec(lastSmsTo(e164, since)?.text ?? '')?.[1];
        return code;
      },
      { timeout: 10_000, message: `an SMS with a 6-digit code for ${e164} in ${OUTBOX_DIR}/sms.jsonl` },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

test('a particulier registers, verifies by SMS, edits the profile, logs out and in, and deletes the account', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const started = new Date(Date.now() - 1000);
  // A mobile of its own (06 12 xx xx xx) and an e-mail of its own, so that runs never collide.
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const e164 = `+33612${digits}`;
  const email = `e2e.${Date.now()}.${digits}@example.com`;
  const password = 'Une côte de bœuf pour deux';

  // Registration
  await page.goto('/account/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible({ timeout: READY_MS });
  await expect(page.getByRole('radio', { name: /Particulier/ })).toBeChecked();
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Testeur');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page
    .getByLabel('Téléphone mobile')
    .fill(`06 12 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`);
  // A particulier gives only what a first pickup order needs: the rest comes later, in the profile.
  await expect(page.getByLabel('Numéro et rue')).toHaveCount(0);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Verification with the code of the outbox
  await expect(page).toHaveURL(/\/account\/verify$/, { timeout: READY_MS });
  await expect(page.getByRole('button', { name: /Renvoyer le code \(\d+/ })).toBeDisabled();
  const code = await readActivationCode(e164, started);
  await page.getByLabel('Code reçu par SMS').fill(code);
  await page.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: READY_MS });
  await expect(toast(page, /Votre compte est activé/)).toBeVisible();

  // Profile
  await page.goto('/account/profile');
  const city = page.getByLabel('Ville');
  await expect(city).toHaveValue('', { timeout: READY_MS });
  await expect(page.getByLabel('Téléphone mobile')).toHaveValue(/6 12/);
  await page.getByLabel('Numéro et rue').fill('12 rue de Pont-à-Mousson');
  await city.fill('Montigny-lès-Metz');
  await page.getByLabel('Code postal').fill('57950');
  await page.getByLabel(/Boutique préférée/).selectOption({ label: 'Maison Thirion Metz-Centre' });
  await page.getByRole('checkbox', { name: /lettre d’information/ }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Vos informations sont enregistrées.')).toBeVisible();
  const me = (await (await page.request.get('/api/accounts/me')).json()) as Record<string, unknown>;
  expect(me).toMatchObject({
    locality: 'Montigny-lès-Metz',
    postCode: '57950',
    favoriteStore: 'METZ-CENTRE',
    wantsNewsletter: true,
    phoneNumber: e164,
  });

  // Logout
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(toast(page, /Déconnexion effectuée/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/accounts/me')).status()).toBe(401);

  // Login again, greeted by name
  await page.goto('/account/login?redirect=/account/profile');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toast(page, 'Bonjour Camille Testeur, bienvenue dans votre compte.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/profile$/);

  // Deletion, after a confirmation
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await page
    .getByRole('alertdialog', { name: /Supprimer définitivement votre compte/ })
    .getByRole('button', { name: 'Oui, supprimer mon compte' })
    .click();
  await expect(toast(page, /Votre compte est supprimé/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/accounts/me')).status()).toBe(401);

  // The account is gone: its password no longer opens anything.
  await page.goto('/account/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toast(page, 'Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
});
