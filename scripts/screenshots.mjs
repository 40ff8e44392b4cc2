#!/usr/bin/env node
// `npm run screenshots -- --out=DIR`: the shop's main screens in Debian's Chromium, against a shop served from
// the production build (apps/web/dist) on an in-memory database with the demo data. Taken before and after a
// change of the front end's runtime or layout, then compared by eye (and by `--compare=DIR`, pixel by pixel).
// Screens: home, list, product and cart (phone and desktop), the back office's screens at the counter tablet's
// width, and a customer's account pages on a phone.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, logInDemo, root, startShop } from './lib/local-shop.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const out = path.resolve(option('out', path.join(root, '.reports/screenshots')));
const compareWith = option('compare', undefined);

fs.mkdirSync(out, { recursive: true });
const { base } = await startShop({ port: Number(process.env.SCREENSHOTS_PORT ?? 3310) });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** A page with consent already refused (no banner), logged in as `email` when given, hydrated. */
async function open(viewport, email) {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  if (email) await logInDemo(context, base, email);
  // The answer's cookie (apps/web/src/features/consent/lib/consent-store.ts): « Tout refuser » today.
  await context.addCookies([{ name: 'consent', value: `0.${new Date().toISOString()}`, url: base }]);
  return context.newPage();
}

async function shoot(page, url, name) {
  await page.goto(`${base}${url}`);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  // Pictures load lazily: scroll them in, then back to the top.
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
  });
  // What lies below the first screen is drawn only as it comes near (content-visibility: auto), and a full-page
  // capture does not bring it near: every part is drawn as a visitor who scrolled to it sees it.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true, animations: 'disabled' });
  console.log(`${name}.png`);
}

const articles = (await (await fetch(`${base}/api/articles?PageSize=2`)).json()).items;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
for (const [viewport, suffix] of [
  [phone, '390'],
  [desktop, '1280'],
]) {
  const page = await open(viewport);
  await shoot(page, '/', `home-${suffix}`);
  await shoot(page, '/products-list', `list-${suffix}`);
  await shoot(page, `/product/${articles[0].id}`, `product-${suffix}`);
  await page.evaluate(
    (lines) => localStorage.setItem('boucherie.cart.v1', JSON.stringify(lines)),
    articles.map((article) => ({ article, quantity: 1 })),
  );
  await shoot(page, '/cart', `cart-${suffix}`);
  await page.context().close();
}
const tablet = { width: 1024, height: 768 };
const owner = await open(tablet, 'admin@example.com');
await shoot(owner, '/admin/orders', 'admin-board-1024');
await shoot(owner, '/admin/articles', 'admin-articles-1024');
await shoot(owner, '/admin', 'admin-figures-1024');
// The other back-office screens, and a customer's account: every form and list the house's kit draws.
for (const url of [
  '/admin/categories',
  '/admin/customers',
  '/admin/pros',
  '/admin/journal',
  '/admin/staff',
  '/admin/entreprise',
  '/admin/securite',
  '/admin/preparation',
  '/admin/shops/1',
  '/admin/articles/1',
  '/admin/articles/new',
]) {
  await shoot(owner, url, `admin-${url.slice(7).replaceAll('/', '-')}-1024`);
}
const customer = await open(phone, 'marie@example.com');
for (const url of ['/account/profile', '/account/password', '/account/invoices', '/account/standing-orders']) {
  await shoot(customer, url, `${url.slice(1).replaceAll('/', '-')}-390`);
}
await shoot(customer, '/account/login', 'account-login-390');
await browser.close();

if (compareWith) {
  const { PNG } = await import('pngjs').catch(() => ({ PNG: undefined }));
  for (const file of fs.readdirSync(out).filter((f) => f.endsWith('.png'))) {
    const a = fs.readFileSync(path.join(out, file));
    const other = path.join(compareWith, file);
    if (!fs.existsSync(other)) {
      console.log(`${file}: no counterpart`);
      continue;
    }
    const b = fs.readFileSync(other);
    if (!PNG) {
      console.log(`${file}: ${a.equals(b) ? 'identical bytes' : 'differs (install pngjs for a pixel count)'}`);
      continue;
    }
    const [x, y] = [PNG.sync.read(a), PNG.sync.read(b)];
    if (x.width !== y.width || x.height !== y.height) {
      console.log(`${file}: ${x.width}×${x.height} against ${y.width}×${y.height}`);
      continue;
    }
    let differing = 0;
    for (let i = 0; i < x.data.length; i += 4) if (x.data.readUInt32BE(i) !== y.data.readUInt32BE(i)) differing++;
    console.log(`${file}: ${differing} pixels differ`);
  }
}
process.exit(0);
