import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusOnToggle } from './use-focus-on-toggle';

function Panel() {
  const [open, setOpen] = useState(false);
  const inside = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useFocusOnToggle(open, inside, opener);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      {open && (
        <section>
          <h3 ref={inside} tabIndex={-1}>
            Le panneau
          </h3>
          <button type="button" onClick={() => setOpen(false)}>
            Fermer
          </button>
        </section>
      )}
    </>
  );
}

describe('useFocusOnToggle', () => {
  it('leaves the focus alone at first, moves it into the panel when it opens and back to its opener when it closes', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    // Closed at first: its opener is not focused by the first render.
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Le panneau' })));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ouvrir' })));
  });
});
