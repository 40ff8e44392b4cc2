import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Article } from '@boucherie/contract';
import { expect, test } from './fixtures.js';

// The owner tells what a butcher would say at the counter (issue 13 fields in the issue 14 article editor);
// customers read it at once.

const PASSWORD = 'Demo-Boucherie-2026';
const DESIGNATION = 'Joue de bœuf';

test('the owner sets the butcher’s advice on an article; customers read it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const owner = await context.newPage();
  const login = await owner.request.post('/api/accounts/login', {
    data: { email: 'admin@example.com', password: PASSWORD },
  });
  expect(login.ok()).toBe(true);

  await owner.goto('/admin/articles');
  await owner.getByLabel('Rechercher un article').fill('joue de boeuf');
  await owner.getByRole('button', { name: 'Rechercher' }).click();
  await owner.getByRole('link', { name: new RegExp(DESIGNATION) }).click();
  await expect(owner.getByRole('heading', { level: 1, name: DESIGNATION })).toBeVisible();
  const section = owner.getByRole('region', { name: 'Le conseil du boucher' });
  await expect(section.getByLabel('Race')).toHaveValue('Charolaise');
  await expect(section.getByLabel('Quantité proposée')).toHaveValue('1000');

  // The section at the top of a tablet's screen, above the form's sticky save bar.
  await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await owner.screenshot({
    path: path.resolve(import.meta.dirname, '../../docs/screenshots/admin-article-butcher-1024.png'),
  });

  await section.getByLabel('Pas de quantité').fill('deux cents');
  await owner.getByRole('button', { name: 'Enregistrer l’article' }).click();
  await expect(section.getByText(/^Le pas de quantité\s:\sun nombre de grammes est attendu\.$/)).toBeVisible();
  await expect(section.getByLabel('Pas de quantité')).toHaveAttribute('aria-invalid', 'true');

  await section.getByLabel('Pas de quantité').fill('200');
  await section.getByLabel('Maturation').fill('Maturée 10 jours');
  await section.getByLabel('Labels').fill('Label Rouge, Race à viande');
  const saved = owner.waitForResponse(
    (r) => r.url().includes('/api/admin/articles/') && r.request().method() === 'PATCH',
  );
  await owner.getByRole('button', { name: 'Enregistrer l’article' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({
    quantityStepGrams: 200,
    maturation: 'Maturée 10 jours',
    labels: ['Label Rouge', 'Race à viande'],
  });
  await expect(owner.getByText('Article enregistré')).toBeVisible();

  const { violations } = await new AxeBuilder({ page: owner })
    .include('section[aria-labelledby="article-advice"]')
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  const id = (await response.json()).id as number;
  const shown = (await (await owner.request.get(`/api/articles/${id}`)).json()) as Article;
  expect(shown).toMatchObject({ quantityStep: 0.2, maturation: 'Maturée 10 jours', breed: 'Charolaise' });
  expect(shown.labels).toEqual(['Label Rouge', 'Race à viande']);
  await context.close();
});
