import { act, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets fresh modules: the hydration state and the list of parts are the page's, once per page.
async function freshModules() {
  vi.resetModules();
  const island = await import('./island');
  const hydration = await import('./hydration');
  return { ...island, ...hydration };
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

describe('islands', () => {
  it('render with a page the browser renders itself, once their code is there', async () => {
    const { island } = await freshModules();
    const Part = island(async () => Counter);
    render(<Part label="Partie" />);
    expect(await screen.findByRole('button', { name: 'Partie 0' })).toBeInTheDocument();
  });

  it('keep the server’s markup while the page hydrates, and the page is marked hydrated only once they run', async () => {
    const { island, loadIslands, rootHydrated, startHydrating } = await freshModules();
    let release: () => void = () => {};
    const idle = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The browser's idle time comes when the test says.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => void idle.then(callback));
    const Part = island(async () => Counter);
    function Page({ children }: { children: ReactNode }) {
      return (
        <main>
          <Counter label="Page" />
          {children}
        </main>
      );
    }
    await loadIslands();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Page>
        <Part label="Partie" />
      </Page>,
    );
    document.body.append(container);
    const serverButton = screen.getByRole('button', { name: 'Partie 0' });

    startHydrating();
    function Root() {
      return (
        <>
          <Page>
            <Part label="Partie" />
          </Page>
          <Mark />
        </>
      );
    }
    function Mark() {
      // As start.tsx's HydratedMark: the root is hydrated.
      useEffect(() => rootHydrated(), []);
      return null;
    }
    await act(async () => {
      startTransition(() => void hydrateRoot(container, <Root />));
    });
    // The page's own button runs; the part waits for idle time, its server markup in place.
    await act(async () => screen.getByRole('button', { name: 'Page 0' }).click());
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Partie 0' })).toBe(serverButton);

    await act(async () => release());
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    // The same element, hydrated rather than drawn again, and alive.
    expect(screen.getByRole('button', { name: 'Partie 0' })).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton).toHaveTextContent('Partie 1');
  });

  it('are no longer waited for once gone before they hydrated (the visitor left the page)', async () => {
    const { island, rootHydrated, startHydrating } = await freshModules();
    vi.stubGlobal('requestIdleCallback', () => {});
    const Part = island(async () => Counter);
    startHydrating();
    const view = render(<Part label="Partie" />);
    // Counted while the page hydrates; the root is done, the part never will be.
    rootHydrated();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    view.unmount();
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});
