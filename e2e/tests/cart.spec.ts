import { expect, test } from './fixtures.js';

// A visitor's journey: search, Grid / List, an article page, 1,5 kg in the cart, then the cart itself.
// The visitor's cart lives in the browser, so the journey leaves nothing on the server.
test('a visitor searches, fills the cart and changes it', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Rechercher un article' });
  await search.fill('boeuf');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products-list\?Search=boeuf/);
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « boeuf »' })).toBeVisible();
  // "boeuf" finds "Bœuf".
  await expect(page.getByRole('heading', { level: 3, name: 'Côte de bœuf' })).toBeVisible();

  // List view: dense rows; the choice survives a reload.
  await page.getByRole('button', { name: 'Liste' }).click();
  await expect(page.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: 'Côte de bœuf' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');

  // A steak of entrecôte (the butcher's 250 g) straight from its row.
  await page.getByRole('button', { name: 'Ajouter Entrecôte au panier' }).click();
  await expect(page.getByText('Ajouté au panier : Entrecôte, 0,25 kg.')).toBeVisible();

  await page.getByRole('button', { name: 'Grille' }).click();
  await expect(page.getByRole('img', { name: 'Côte de bœuf' })).toBeVisible();
  await page.getByRole('link', { name: 'Côte de bœuf', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Côte de bœuf' })).toBeVisible();

  const quantity = page.getByRole('textbox', { name: 'Quantité de Côte de bœuf en kilogrammes' });
  await quantity.fill('1,5');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Ajouté au panier : Côte de bœuf, 1,5 kg.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Panier, .+ €, 2 articles$/ })).toBeVisible();

  await page.getByRole('link', { name: /, 2 articles$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const cote = lines.filter({ hasText: 'Côte de bœuf' });
  await expect(cote.getByRole('textbox')).toHaveValue('1,5');

  // 100 g more changes the line total and the cart total.
  const total = page.getByText('Total TTC').locator('xpath=following-sibling::dd[1]');
  const before = await total.textContent();
  await cote.getByRole('button', { name: 'Ajouter 100 g' }).click();
  await expect(cote.getByRole('textbox')).toHaveValue('1,6');
  await expect(total).not.toHaveText(before ?? '');

  // 0 removes a line; the other one goes with its button.
  const entrecote = lines.filter({ hasText: 'Entrecôte' });
  await entrecote.getByRole('textbox').fill('0');
  await entrecote.getByRole('textbox').press('Enter');
  await expect(lines).toHaveCount(1);
  await page.getByRole('button', { name: 'Retirer Côte de bœuf du panier' }).click();
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Panier, vide' })).toBeVisible();

  // The cart stays empty after a reload.
  await page.reload();
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
});
