import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteAnalyticsCookies,
  isTagManagerActive,
  pushPageView,
  resetTagManager,
  startTagManager,
  stopTagManager,
} from './tag-manager';

/** Cookies as Google's tags would set them (the test needs the raw setter). */
function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the very API the tags use
  document.cookie = value;
}

const gtmScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');
const events = () => (window.dataLayer ?? []).filter((entry) => !(entry instanceof Object && 'length' in entry));
const consentCommands = () =>
  (window.dataLayer ?? []).filter(
    (entry) => typeof entry === 'object' && entry !== null && 'length' in entry,
  ) as ArrayLike<unknown>[];

describe('tag manager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    resetTagManager();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetTagManager();
  });

  it('initialises the data layer and injects gtm.js once, async', () => {
    expect(startTagManager('GTM-TEST123')).toBe(true);
    startTagManager('GTM-TEST123');
    const scripts = gtmScripts();
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(script.async).toBe(true);
    expect(events()).toEqual([{ 'gtm.start': Date.parse('2026-11-22T10:00:00Z'), event: 'gtm.js' }]);
    // Consent Mode: audience measurement granted, advertising never.
    expect(Array.from(consentCommands()[0] ?? [])).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
  });

  it('refuses a container id that is not one', () => {
    expect(startTagManager('"><script>')).toBe(false);
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes page views only while active', () => {
    pushPageView('/avant', 'Avant');
    expect(window.dataLayer).toBeUndefined();
    startTagManager('GTM-TEST123');
    pushPageView('/cgv', 'Conditions générales de vente — Maison Thirion');
    expect(events()).toContainEqual({
      event: 'page_view',
      page_path: '/cgv',
      page_location: `${window.location.origin}/cgv`,
      page_title: 'Conditions générales de vente — Maison Thirion',
    });
    stopTagManager();
    expect(isTagManagerActive()).toBe(false);
    pushPageView('/apres', 'Après');
    expect(events().filter((e) => (e as { event?: string }).event === 'page_view')).toHaveLength(1);
    expect(Array.from(consentCommands().at(-1) ?? [])).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
  });

  it('never pushes the token of a link', () => {
    startTagManager('GTM-TEST123');
    pushPageView('/account/reset-password?token=Zm9vYmFyYmF6&from=mail', 'Nouveau mot de passe');
    expect(events()).toContainEqual({
      event: 'page_view',
      page_path: '/account/reset-password?token=[redacted]&from=mail',
      page_location: `${window.location.origin}/account/reset-password?token=[redacted]&from=mail`,
      page_title: 'Nouveau mot de passe',
    });
    expect(JSON.stringify(window.dataLayer)).not.toContain('Zm9vYmFyYmF6');
  });

  it('resumes after a new consent without a second script', () => {
    startTagManager('GTM-TEST123');
    stopTagManager();
    startTagManager('GTM-TEST123');
    expect(gtmScripts()).toHaveLength(1);
    expect(isTagManagerActive()).toBe(true);
    expect(Array.from(consentCommands().at(-1) ?? [])).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted' }),
    ]);
  });

  it('deletes the analytics cookies and keeps the others', () => {
    setCookie('_ga=GA1.1.123; path=/');
    setCookie('_ga_ABC123=GS1.1.456; path=/');
    setCookie('_gid=GA1.1.789; path=/');
    setCookie('space=pro; path=/');
    deleteAnalyticsCookies();
    expect(document.cookie).not.toMatch(/_ga|_gid/);
    expect(document.cookie).toContain('space=pro');
    setCookie('space=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  });
});
