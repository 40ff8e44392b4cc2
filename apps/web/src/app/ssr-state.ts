import { SSR_STATE_ID } from '@boucherie/contract';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What a server-rendered page hands the browser: the router's loader results and the data cache. */
export type SsrState = { router: Partial<HydrationState>; queries: DehydratedState };

/** The state of a server-rendered page, or null when the page was rendered in the browser. */
export function readSsrState(): SsrState | null {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrState) : null;
}
