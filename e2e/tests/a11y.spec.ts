import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from './fixtures.js';

// axe-core on every public screen, at a phone's and a desktop's width: no violation of any rule
// (WCAG 2.x A/AA and axe's best practices).

/** The first load of a screen on a busy machine (CI shares two cores) can take a few seconds. */
const READY_MS = 15_000;

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

async function firstArticleId(page: Page): Promise<number> {
  const response = await page.request.get('/api/articles?PageSize=1');
  const body = (await response.json()) as { items: { id: number }[] };
  const id = body.items[0]?.id;
  if (!id) throw new Error('the demo catalogue is empty');
  return id;
}

/** The page of the lot the first demo article on one is sold from (issue 39: the demo seeds three). */
async function firstLotPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/articles?PageSize=100');
  const body = (await response.json()) as { items: { lot?: { code: string } | null }[] };
  const code = body.items.find((a) => a.lot)?.lot?.code;
  if (!code) throw new Error('the demo catalogue has no lot');
  return `/tracabilite/${code}`;
}

const SCREENS: {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  ready: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await expect(page.locator('main article').first()).toBeVisible({ timeout: READY_MS });
    },
  },
  {
    name: 'products list',
    path: '/products-list',
    ready: async (page) => {
      // The departments' chips are folded on a phone (and their phone copy hidden on a desktop): the first shown item.
      await expect(page.locator('main article:visible, main li:visible').first()).toBeVisible({ timeout: READY_MS });
    },
  },
  {
    name: 'product',
    path: async (page) => `/product/${await firstArticleId(page)}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: READY_MS });
    },
  },
  {
    name: 'cart',
    path: '/cart',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: READY_MS });
    },
  },
  {
    name: 'login',
    path: '/account/login',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: READY_MS });
    },
  },
  {
    name: 'register',
    path: '/account/register',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: READY_MS });
      await expect(page.getByRole('button', { name: /^Pays/ }).first()).toBeVisible({ timeout: READY_MS });
    },
  },
  {
    // The accessibility statement (issue 41, ADR 069): held to what it says.
    name: 'accessibility statement',
    path: '/accessibilite',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible({
        timeout: READY_MS,
      });
    },
  },
  {
    // Issue 39: where the label's QR code leads.
    name: 'lot page',
    path: firstLotPath,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Mentions obligatoires' })).toBeVisible({
        timeout: READY_MS,
      });
    },
  },
  {
    name: '404',
    path: '/ceci-n-existe-pas',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible({
        timeout: READY_MS,
      });
    },
  },
];

async function openAt(browser: Browser, viewport: { width: number; height: number }) {
  // @axe-core/playwright needs a page of a context of its own.
  const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  return { context, page: await context.newPage() };
}

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`accessibility at ${width} width`, () => {
    for (const screen of SCREENS) {
      test(`${screen.name} has no axe violation`, async ({ browser, baseURL }) => {
        const { context, page } = await openAt(browser, viewport);
        try {
          const path = await (typeof screen.path === 'string' ? screen.path : screen.path(page));
          await page.goto(new URL(path, baseURL).href);
          await screen.ready(page);
          // Skeletons and lazy images settle before the check.
          await page.waitForLoadState('networkidle');
          const results = await new AxeBuilder({ page }).analyze();
          const violations = results.violations.map((v) => ({
            rule: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
          }));
          expect(violations, `${path} at ${width} width`).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}

test('the phone field’s country button says its visible text (label-content-name-mismatch, experimental in axe)', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openAt(browser, WIDTHS[0].viewport);
  try {
    await page.goto(new URL('/account/register', baseURL).href);
    const button = page.getByRole('button', { name: 'Pays\u00a0: France, +33' }).first();
    await expect(button).toBeVisible({ timeout: READY_MS });
    // Another country: the name follows, and still holds the visible calling code.
    await button.click();
    await page
      .getByRole('listbox', { name: 'Pays' })
      .first()
      .getByRole('option', { name: /Belgique/ })
      .click();
    await expect(page.getByRole('button', { name: 'Pays\u00a0: Belgique, +32' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(results.violations).toEqual([]);
    expect(results.passes.flatMap((rule) => rule.nodes).length).toBeGreaterThanOrEqual(2);
  } finally {
    await context.close();
  }
});
