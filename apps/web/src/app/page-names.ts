import type { WebRouteName } from '@boucherie/contract';
import type { ComponentType } from 'react';

// The names and loaders the shop's pages (pages.ts) and the back office's (admin-pages.ts) share, apart from
// both so that neither imports the other's list.
export type PageName = Exclude<WebRouteName, 'catch-all'>;
export type AdminPageName = Extract<PageName, `admin${string}`>;
export type ShopPageName = Exclude<PageName, AdminPageName>;
export type LazyPage = () => Promise<{ Component: ComponentType }>;
