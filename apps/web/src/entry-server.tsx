import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageRenderFetch, PageRenderRequest, PageRenderResult } from '@boucherie/contract';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { loadIslands } from './app/island';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/router';
import type { SsrState } from './app/ssr-state';
import { meQueryOptions } from './features/session/api/get-me';
import { setApiTransport } from './lib/api-client';
import { DEFAULT_TITLE } from './lib/brand';
import { ServerCookieContext } from './lib/cookies';
import { ServerTitleContext } from './lib/use-document-title';

// Renders a page of the shop to HTML in the server process (built by `vite build --ssr`, loaded by
// apps/server/src/http/web-app.ts). The page's API calls go to the same server in-process, with the
// visitor's cookies; each render has its own data cache, so nothing leaks from one visitor to another.

const requestFetch = new AsyncLocalStorage<PageRenderFetch>();
setApiTransport((path, init) => {
  const fetch = requestFetch.getStore();
  if (!fetch) return Promise.reject(new Error(`API call outside a page render: ${path}`));
  return fetch(path, init);
});

/** Route errors in the form the browser's router reads back (react-router's own hydration format). */
function serializeErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [routeId, { message: error.message, __type: 'Error' }];
      return [routeId, error];
    }),
  );
}

/** JSON that cannot close the script element it sits in, nor open a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export async function renderPage({ url, cookie, fetch }: PageRenderRequest): Promise<PageRenderResult> {
  const queryClient = createQueryClient({ server: true });
  const handler = createStaticHandler(createRoutes(queryClient));
  const request = new Request(new URL(url, 'http://shop.local'), { headers: { cookie } });
  // Every page's header says who is logged in: asked at once, beside the route's own calls.
  const [context] = await requestFetch.run(fetch, () =>
    Promise.all([handler.query(request), queryClient.prefetchQuery(meQueryOptions())]),
  );
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }

  // The parts whose code waits for idle time in the browser are rendered in full here (app/island.tsx).
  await loadIslands();
  const router = createStaticRouter(handler.dataRoutes, context);
  const page: { title?: string } = {};
  const markup = renderToString(
    <ServerTitleContext value={page}>
      <ServerCookieContext value={cookie}>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </ServerCookieContext>
    </ServerTitleContext>,
  );
  const state: SsrState = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    queries: dehydrate(queryClient),
  };
  // React puts the preloads of the first images before the markup: they belong in the head.
  const [, head = '', html = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(markup) ?? [];
  return {
    kind: 'page',
    status: context.statusCode,
    title: page.title ?? DEFAULT_TITLE,
    head,
    html,
    state: scriptSafeJson(state),
  };
}
