import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures.js';

// The owner keeps the catalogue (issue 14): changes a price and uploads a picture in the back office;
// a customer sees both at once. The categories' arrows work from the keyboard.

const PASSWORD = 'Demo-Boucherie-2026';
const DESIGNATION = 'Bavette d’aloyau';

/** A real PNG of width × height in one colour, made without an image library. */
function png(width: number, height: number, rgb: [number, number, number]) {
  const chunk = (type: string, body: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const out = Buffer.alloc(8 + body.length + 4);
    out.writeUInt32BE(body.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(typed), 8 + body.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3] as number)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

const euros = (amount: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);

test('the owner changes a price and uploads a picture; a customer sees both', async ({ browser }) => {
  // A journey in two browsers with an accessibility audit: as long as the other journeys of the suite.
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const owner = await ownerContext.newPage();
  expect(
    (
      await owner.request.post('/api/accounts/login', { data: { email: 'admin@example.com', password: PASSWORD } })
    ).ok(),
  ).toBe(true);

  await owner.goto('/admin/articles');
  await expect(owner.getByRole('table')).toBeVisible();
  await expectAccessible(owner);
  await owner.getByLabel('Rechercher un article').fill('bavette aloyau');
  await owner.getByRole('button', { name: 'Rechercher' }).click();
  await owner.getByRole('link', { name: new RegExp(DESIGNATION) }).click();
  await expect(owner.getByRole('heading', { level: 1, name: DESIGNATION })).toBeVisible();
  await expect(owner.getByLabel('Sous-catégorie')).toHaveValue(/^\d+$/);
  await expectAccessible(owner);

  const price = owner.getByLabel(/^Prix TTC/);
  const newPrice = Number((Number((await price.inputValue()).replace(',', '.')) + 1.1).toFixed(2));
  await price.fill(String(newPrice).replace('.', ','));
  const saved = owner.waitForResponse(
    (r) => r.url().includes('/api/admin/articles/') && r.request().method() === 'PATCH',
  );
  await owner.getByRole('button', { name: 'Enregistrer l’article' }).click();
  expect((await saved).status()).toBe(200);
  await expect(owner.getByText('Article enregistré')).toBeVisible();
  await expect(owner.getByRole('cell', { name: euros(newPrice) }).first()).toBeVisible();

  await owner.getByLabel('Nouvelle photo').setInputFiles({
    name: 'bavette.png',
    mimeType: 'image/png',
    buffer: png(900, 600, [150, 30, 40]),
  });
  await expect(owner.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeVisible();
  const uploaded = owner.waitForResponse((r) => r.url().endsWith('/image'));
  await owner.getByRole('button', { name: 'Envoyer la photo' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(owner.getByRole('img', { name: `Photo actuelle\u00a0: ${DESIGNATION}` })).toHaveAttribute(
    'src',
    /^\/uploads\/articles\/[0-9a-f]+-640\.webp$/,
  );
  const id = Number(new URL(owner.url()).pathname.split('/').pop());
  await ownerContext.close();

  // A customer, in a browser of their own, on the product page and in the list.
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await customerContext.newPage();
  await customer.goto(`/product/${id}`);
  await expect(customer.getByRole('heading', { level: 1, name: DESIGNATION })).toBeVisible();
  await expect(customer.getByText(euros(newPrice)).first()).toBeVisible();
  const picture = customer.getByRole('img', { name: DESIGNATION }).first();
  await expect(picture).toHaveAttribute('srcset', /-320\.webp 320w, .+-640\.webp 640w, .+-1280\.webp 900w$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const file = await customer.request.get((await picture.getAttribute('src')) as string);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await customerContext.close();
});

test('the categories reorder from the keyboard, and the shop follows', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  expect(
    (await page.request.post('/api/accounts/login', { data: { email: 'admin@example.com', password: PASSWORD } })).ok(),
  ).toBe(true);
  await page.goto('/admin/categories');
  const names = () => page.getByRole('heading', { level: 2 }).allTextContents();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const [first, second] = await names();
  const down = page.getByRole('button', { name: `Descendre la catégorie ${first}` });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await names()).slice(0, 2)).toEqual([second, first]);
  await expect(down).toBeFocused();
  const shop = (await (await page.request.get('/api/article-categories')).json()) as { categories: { name: string }[] };
  expect(shop.categories.slice(0, 2).map((c) => c.name)).toEqual([second, first]);
  await expectAccessible(page);
  // Put it back: other tests read the demo order.
  await page.getByRole('button', { name: `Monter la catégorie ${first}` }).press('Enter');
  await expect.poll(async () => (await names()).slice(0, 2)).toEqual([first, second]);
  await context.close();
});
