#!/usr/bin/env node
// `npm run bench:axe`: the newest axe-core engine over every route of the shop's table (the back office
// included), at a phone's width and a desktop's (the counter tablet's for the back office), as a visitor, a
// particulier, a pro, a shop's staff and the owner. A route a role may not see is audited where the guard
// sends it (each page once per role and width). The shop is served from the production build as it is (`npm run
// build` first), with one order placed by Marie so that the order pages have something to show. The shop's main
// routes are also swept in `npm test` (e2e/tests/a11y.spec.ts); this is the whole sweep, too long for it.
// Exits 1 when a page has a violation. Options: --roles=visitor,owner  --widths=phone.
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { WEB_ROUTES } from '../packages/contract/src/routes.ts';
import { chromiumArgs, chromiumPath, logInDemo, startShop } from './lib/local-shop.mjs';

const option = (name) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1]
    ?.split(',');
const ROLES = [
  { name: 'visitor' },
  { name: 'particulier', email: 'marie@example.com' },
  { name: 'pro', email: 'chef@example.com' },
  { name: 'staff', email: 'staff@example.com' },
  { name: 'owner', email: 'admin@example.com' },
].filter((role) => !option('roles') || option('roles').includes(role.name));
const WIDTHS = [
  { name: 'phone', shop: { width: 390, height: 844 }, admin: { width: 1024, height: 768 } },
  { name: 'desktop', shop: { width: 1280, height: 900 }, admin: { width: 1280, height: 900 } },
].filter((width) => !option('widths') || option('widths').includes(width.name));

const { base } = await startShop({ port: Number(process.env.AXE_PORT ?? 3330) });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** A request context of its own, logged in as `email`. */
async function apiAs(email) {
  const context = await browser.newContext({ baseURL: base });
  await logInDemo(context, base, email);
  return context;
}

/** The ids the parametrised routes need: an article, a category, a shop, Marie, and an order of hers. */
async function demoIds() {
  const marie = await apiAs('marie@example.com');
  const request = marie.request;
  const headers = { origin: base };
  const articles = (await (await request.get('/api/articles?PageSize=2')).json()).items;
  const shops = (await (await request.get('/api/shops')).json()).shops;
  const slots = (await (await request.get(`/api/orders/slots?mode=Pickup&shopId=${shops[0].id}`)).json()).slots;
  const slot = slots.find((s) => s.windows.length === 0) ?? slots[0];
  await request.put('/api/carts', { data: { articleId: articles[0].id, quantity: 1 }, headers });
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      mode: 'Pickup',
      shopId: shops[0].id,
      date: slot.date,
      ...(slot.windows[0] ? { timeWindowId: slot.windows[0].id } : {}),
    },
  });
  if (placed.status() !== 201) throw new Error(`order: ${placed.status()} ${await placed.text()}`);
  const order = await placed.json();
  await marie.close();
  const owner = await apiAs('admin@example.com');
  const customers = await (await owner.request.get('/api/admin/customers?Search=marie@example.com')).json();
  await owner.close();
  return { article: articles[0].id, shop: shops[0].id, order: order.id, customer: customers.items[0].id };
}

const ids = await demoIds();
const idFor = (path) => {
  if (path.startsWith('/admin/customers/')) return ids.customer;
  if (path.startsWith('/admin/shops/')) return ids.shop;
  if (path.includes('orders/') || path.startsWith('/order/')) return ids.order;
  return ids.article;
};
const paths = WEB_ROUTES.map((route) => route.path.replace(':id', String(idFor(route.path))));

let violations = 0;
let pages = 0;
let engine = '?';
for (const role of ROLES) {
  for (const width of WIDTHS) {
    const seen = new Set();
    for (const path of paths) {
      const viewport = path.startsWith('/admin') ? width.admin : width.shop;
      // @axe-core/playwright needs a page of a context of its own.
      const context = await browser.newContext({
        viewport,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        baseURL: base,
      });
      if (role.email) await logInDemo(context, base, role.email);
      const page = await context.newPage();
      await page.goto(path);
      const hydrated = await page
        .waitForSelector('html[data-hydrated]', { timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      if (!hydrated) {
        violations++;
        console.log(`${role.name} ${width.name} ${path}: never marked hydrated`);
      }
      // Settled: past the startup screen (a guard may still be sending the visitor elsewhere), no skeleton nor
      // busy region left (the back office keeps a live connection: never network-idle).
      await page
        .waitForFunction(
          () => document.querySelector('main') && !document.querySelector('.animate-pulse, [aria-busy="true"]'),
          undefined,
          {
            timeout: 15_000,
          },
        )
        .catch(() => console.log(`${role.name} ${width.name} ${path}: still loading after 15 s, audited as it is`));
      const landed = new URL(page.url()).pathname;
      if (!seen.has(landed)) {
        seen.add(landed);
        pages++;
        process.stderr.write(`${role.name} ${width.name} ${landed}\n`);
        const results = await new AxeBuilder({ page }).analyze();
        engine = results.testEngine.version;
        for (const v of results.violations) {
          violations++;
          const targets = v.nodes.map((n) => n.target.join(' ')).slice(0, 4);
          console.log(`${role.name} ${width.name} ${landed}: ${v.id} (${v.impact}) ${v.help} — ${targets.join(' | ')}`);
        }
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`\naxe-core ${engine}: ${pages} pages (roles × widths), ${violations} violation(s)`);
process.exit(violations > 0 ? 1 : 0);
