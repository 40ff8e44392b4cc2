import { SSR_STATE_ID } from '@boucherie/contract';
import { createEarlyPresses } from './app/early-presses';
import { nextTask } from './lib/next-task';
import './index.css';

/**
 * The app's code arrives together but runs in separate tasks (React's DOM library, then the app,
 * then the page), so that no single task keeps a phone from answering a tap for long.
 */
async function start(onHydrated?: () => void) {
  const app = import('./app/start');
  await import('react-dom/client');
  await nextTask();
  const { start: startApp } = await app;
  await nextTask();
  await startApp(onHydrated);
}

// A page rendered by the server can already be read and its links followed: its code loads after
// the first paint, so that the styles and the first pictures have the network to themselves, and
// presses on its controls meanwhile are held for React. A page rendered here starts at once.
if (document.getElementById(SSR_STATE_ID)) {
  const earlyPresses = createEarlyPresses();
  requestAnimationFrame(() => setTimeout(() => start(earlyPresses.replay)));
} else {
  void start();
}
