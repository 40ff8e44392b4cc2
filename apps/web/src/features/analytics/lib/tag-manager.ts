// Google Tag Manager, started only after consent to audience measurement.
import { redactSecrets } from '@boucherie/contract';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const GTM_ORIGIN = 'https://www.googletagmanager.com';
const GTM_ID = /^GTM-[A-Z0-9]+$/;
const SCRIPT_ID = 'gtm-script';

let active = false;

/**
 * Consent Mode commands are read by Google's tags as an Arguments object, the way gtag.js pushes them:
 * only audience measurement is ever granted, never advertising.
 */
function gtag(..._args: unknown[]) {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: Google's tags expect the Arguments object itself
  window.dataLayer.push(arguments);
}

const consentFor = (audience: boolean) => ({
  analytics_storage: audience ? 'granted' : 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
});

/** Initialises the data layer and injects gtm.js once; called again after a new consent, it resumes. */
export function startTagManager(containerId: string, doc: Document = document) {
  if (!GTM_ID.test(containerId)) return false;
  window.dataLayer ??= [];
  if (!doc.getElementById(SCRIPT_ID)) {
    gtag('consent', 'default', consentFor(true));
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = doc.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
    doc.head.appendChild(script);
  } else if (!active) {
    gtag('consent', 'update', consentFor(true));
  }
  active = true;
  return true;
}

/**
 * One page view; nothing once consent is withdrawn. A link's secret (the token of a password-reset or
 * staff-invitation link) never goes to the analytics: the path and the full address are given without it,
 * and the container's tags take both from here rather than from the address bar (ADR 036).
 */
export function pushPageView(pagePath: string, pageTitle: string) {
  if (!active) return;
  const path = redactSecrets(pagePath);
  window.dataLayer?.push({
    event: 'page_view',
    page_path: path,
    page_location: `${window.location.origin}${path}`,
    page_title: pageTitle,
  });
}

/** Consent withdrawn: no more page views, Google's tags told to stop storing, their cookies deleted. */
export function stopTagManager(doc: Document = document) {
  if (active) gtag('consent', 'update', consentFor(false));
  active = false;
  deleteAnalyticsCookies(doc);
}

export const isTagManagerActive = () => active;

/** _ga, _ga_<id>, _gid, _gat…: deleted on this host and each parent domain they may have been set on. */
export function deleteAnalyticsCookies(doc: Document = document) {
  const names = doc.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => /^_(ga|gid|gat)(_|$)/.test(name));
  const parts = doc.location?.hostname.split('.') ?? [];
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i += 1) domains.push(`; domain=.${parts.slice(i).join('.')}`);
  for (const name of names) {
    for (const domain of domains) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
}

/** Tests: back to a page that never loaded the tag manager. */
export function resetTagManager(doc: Document = document) {
  active = false;
  doc.getElementById(SCRIPT_ID)?.remove();
  delete window.dataLayer;
}
