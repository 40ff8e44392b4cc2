import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for a state; their default 1 s ceiling was seen to run out on two busy cores
// (a screen's first render alone took longer), so they get the same ceiling as the screens' own `ready`.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
