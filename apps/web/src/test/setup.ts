import '@testing-library/jest-dom/vitest';
import { SIGNED_IN_HINT_COOKIE } from '@boucherie/contract';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// findBy* and waitFor wait for a state; their default 1 s ceiling was seen to run out on two busy cores
// (a screen's first render alone took longer), so they get the same ceiling as the screens' own `ready`.
configure({ asyncUtilTimeout: 5000 });

// The fake APIs answer who is logged in, as the shop does for a browser with the signed-in hint (which
// the server sets beside the session cookie); get-me.test.ts covers the browser without it.
beforeEach(() => {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, as the server's Set-Cookie would fill it.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
});

afterEach(() => {
  cleanup();
  // Each test starts with an empty cookie jar (the consent answer, the product view, the space…).
  if (typeof document === 'undefined') return;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, emptied between tests.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
