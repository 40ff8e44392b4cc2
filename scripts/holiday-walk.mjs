// `node scripts/holiday-walk.mjs` (after `npm run build`): the holiday journey of issue 40, walked in Chromium
// against a built shop with the demo data (port 3321); writes docs/screenshots/h40-*.png. The owner sets the
// quotas through the API (3 chapons on the 24th, then 0 as if sold), the customer orders one box.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, logInDemo, root, startShop } from './lib/local-shop.mjs';

const out = path.join(root, 'docs/screenshots');
const { base, stop } = await startShop({ port: 3321 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
async function open(viewport, email) {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  if (email) await logInDemo(context, base, email);
  await context.addCookies([{ name: 'consent', value: `0.${new Date().toISOString()}`, url: base }]);
  return context.newPage();
}
async function shoot(page, url, name, full = true) {
  if (url) await page.goto(`${base}${url}`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path: path.join(out, `h40-${name}.png`), fullPage: full, animations: 'disabled' });
  console.log(name);
}
const call = async (page, method, url, data) => {
  const res = await page.context().request.fetch(`${base}${url}`, { method, data, headers: { origin: base } });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return res.json();
};
try {
  const owner = await open({ width: 1024, height: 768 }, 'admin@example.com');
  const chapon = (await call(owner, 'GET', '/api/articles?Search=chapon')).items[0];
  const veau = (await call(owner, 'GET', '/api/articles?Search=colis')).items[0];
  const shops = await call(owner, 'GET', '/api/admin/shops');
  const noel = shops.shops[0].holidays.find((h) => h.label === 'Noël');
  const eve = noel.date;
  const dayBefore = `${eve.slice(0, 8)}23`;
  // The owner's quotas: 3 chapons on the 24th (Noël), 8 on the 23rd.
  await call(owner, 'PUT', `/api/admin/articles/${chapon.id}/quotas`, [
    { holidayId: noel.id, quantity: 3 },
    { date: dayBefore, quantity: 8 },
  ]);
  const part = async (url, selector, name) => {
    await owner.goto(`${base}${url}`);
    await owner.waitForSelector('html[data-hydrated]');
    await owner.waitForLoadState('networkidle');
    await owner.locator(selector).screenshot({ path: path.join(out, `h40-${name}.png`), animations: 'disabled' });
    console.log(name);
  };
  await part(`/admin/articles/${chapon.id}`, 'section[aria-labelledby="quotas-title"]', 'quotas-editor-1024');
  await part(`/admin/articles/${veau.id}`, 'section[aria-labelledby="box-title"]', 'box-editor-1024');

  const phone = await open({ width: 390, height: 844 }, 'marie@example.com');
  await shoot(phone, `/products-list?Search=chapon&date=${eve}`, 'plus-que-3-390', false);
  await phone.goto(`${base}/product/${veau.id}`);
  await phone.waitForSelector('html[data-hydrated]');
  await phone.evaluate(() => window.scrollTo(0, 420));
  await shoot(phone, null, 'box-product-390', false);
  // The three chapons sold: the 24th is out, the 23rd offered.
  await call(owner, 'PUT', `/api/admin/articles/${chapon.id}/quotas`, [
    { holidayId: noel.id, quantity: 0 },
    { date: dayBefore, quantity: 8 },
  ]);
  await phone.goto(`${base}/products-list?Search=chapon&date=${eve}`);
  await phone.waitForSelector('html[data-hydrated]');
  await phone.evaluate(() => window.scrollTo(0, 300));
  await shoot(phone, null, 'epuise-390', false);
  await phone
    .getByRole('link', { name: /Encore disponible le/ })
    .first()
    .click();
  await phone.waitForURL(/date=.*23/);
  await shoot(phone, null, 'next-date-390', false);
  // A box ordered by the customer, then the owner's « Colis ».
  await call(phone, 'PUT', '/api/carts', { articleId: veau.id, quantity: 1 });
  const box = await call(owner, 'GET', `/api/admin/articles/${veau.id}/box`);
  try {
    await call(phone, 'POST', '/api/orders', { mode: 'Pickup', shopId: box.shopId, date: box.distributionDate });
  } catch (e) {
    console.log(`order: ${e.message}`);
  }
  await shoot(owner, '/admin/colis', 'boxes-1024', false);
} finally {
  await browser.close();
  stop();
}
