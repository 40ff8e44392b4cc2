import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubShopApi } from '../../test/fake-shop-api';
import { createQueryClient } from '../query-client';
import { SearchForm } from './search-form';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function formPage() {
  const page = (
    <>
      <SearchForm />
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/'] });
  return (
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

function renderForm() {
  render(formPage());
}

const searches = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/articles')
    .map((url) => url.searchParams.get('Search'));

afterEach(() => vi.unstubAllGlobals());

/** The form, with `text` typed and its suggestions shown. */
async function typedWithSuggestions(text: string) {
  stubShopApi({});
  const user = userEvent.setup();
  renderForm();
  const field = screen.getByRole('combobox', { name: 'Rechercher un article' });
  await user.type(field, text);
  await screen.findByRole('listbox');
  return { user, field };
}

describe('the header’s search suggestions', () => {
  it('is a combobox whose list opens as one types, asking from two letters on', async () => {
    const { fetchMock } = stubShopApi({});
    const user = userEvent.setup();
    renderForm();
    const field = screen.getByRole('combobox', { name: 'Rechercher un article' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    // The suggestions load on the first focus; what is typed after that reaches them too.
    await user.click(field);
    await screen.findByRole('listbox', { hidden: true });
    await user.type(field, 'entre');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('option', { name: /Entrecôte/ })).toBeInTheDocument();
    // Typing is debounced; whatever a slow machine lets through, never a single letter, and the last word.
    const asked = searches(fetchMock);
    expect(asked.at(-1)).toBe('entre');
    expect(asked.every((s) => s !== null && s.length >= 2 && 'entre'.startsWith(s))).toBe(true);
  });

  it('suggests in a field focused and typed into before the page ran (the server’s HTML)', async () => {
    stubShopApi({});
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(formPage());
    const early = container.querySelector<HTMLInputElement>('#site-search') as HTMLInputElement;
    early.focus();
    early.value = 'entre';
    render(formPage(), { container, hydrate: true });
    const field = screen.getByRole('combobox', { name: 'Rechercher un article' });
    expect(field).toBe(early);
    // No focus event comes after hydration: the field already has the focus.
    expect(await screen.findByRole('option', { name: /Entrecôte/ })).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
  });

  it('moves with the arrow keys and opens the active suggestion with Enter', async () => {
    const { user, field } = await typedWithSuggestions('entre');
    await user.keyboard('{ArrowDown}');
    const first = screen.getAllByRole('option')[0] as HTMLElement;
    expect(field).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1] as HTMLElement;
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/product\/\d+$/));
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the suggestion that arrow keys chose in the same frame as Enter, before any render', async () => {
    const { field } = await typedWithSuggestions('entre');
    const second = screen.getAllByRole('option')[1] as HTMLElement;
    // Three keys in one task: React may render after it, so the listener must not read the rendered choice.
    for (const key of ['ArrowDown', 'ArrowDown', 'Enter']) {
      field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/product/${second.id.replace('suggestion-a', '')}`),
    );
  });

  it('keeps the chosen suggestion chosen, and the list shown, while newer suggestions load', async () => {
    const { fetchMock } = stubShopApi({});
    const user = userEvent.setup();
    renderForm();
    const field = screen.getByRole('combobox', { name: 'Rechercher un article' });
    await user.type(field, 'entr');
    const entrecote = await screen.findByRole('option', { name: /Entrecôte/ });
    // One more letter, then the Entrecôte chosen before the debounced question for "entre" has an answer.
    await user.type(field, 'e');
    const index = screen.getAllByRole('option').indexOf(entrecote);
    for (let i = 0; i <= index; i++) await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(field).toHaveAttribute('aria-activedescendant', entrecote.id));
    await waitFor(() => expect(searches(fetchMock).at(-1)).toBe('entre'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/product\/\d+$/));
    expect(screen.getByTestId('where')).toHaveTextContent(`/product/${entrecote.id.replace('suggestion-a', '')}`);
  });

  it('closes with Escape and searches as the plain form does on Enter without a choice', async () => {
    stubShopApi({});
    const user = userEvent.setup();
    renderForm();
    const field = screen.getByRole('combobox', { name: 'Rechercher un article' });
    await user.type(field, 'boef');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/products-list?Search=boef'));
  });
});
