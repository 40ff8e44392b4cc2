import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneField, type PhoneFieldProps } from './phone-field';
import type { PhoneInputResult } from './phone-number';
import { TYPE_AHEAD_RESET_MS } from './use-type-ahead';

const SHOP = { onlyCountries: ['FR', 'LU', 'BE', 'DE'], preferredCountries: ['FR'], defaultCountry: 'FR' } as const;

function setup(props: Partial<PhoneFieldProps> = {}, user = userEvent.setup()) {
  const onChange = vi.fn<(result: PhoneInputResult) => void>();
  render(
    <>
      <PhoneField label="Téléphone" {...SHOP} onChange={onChange} {...props} />
      <p>Ailleurs sur la page</p>
    </>,
  );
  const button = screen.getByRole('button', { name: /^Pays/ });
  const input = screen.getByRole('textbox', { name: 'Téléphone' });
  const listbox = () => screen.queryByRole('listbox', { name: 'Pays' });
  const active = () => {
    const id = listbox()?.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  return { user, onChange, button, input, listbox, active };
}

const names = (listbox: HTMLElement | null) =>
  within(listbox as HTMLElement)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('country list: opening and closing', () => {
  it('opens on click, with the allowed countries, the preferred first, the current one selected', async () => {
    const { user, button, listbox } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(listbox()).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', listbox()?.id);
    expect(names(listbox())).toEqual(['France+33', 'Allemagne+49', 'Belgique+32', 'Luxembourg+352']);
    expect(screen.getByRole('option', { name: /France/ })).toHaveAttribute('aria-selected', 'true');
    expect(listbox()).toHaveFocus();
    await user.click(button);
    expect(listbox()).toBeNull();
  });

  it.each([
    [' ', 'Space'],
    ['{ArrowDown}', 'ArrowDown'],
    ['{ArrowUp}', 'ArrowUp'],
    ['{Enter}', 'Enter'],
  ])('opens with %s (%s) on the button', async (key) => {
    const { user, button, listbox, active } = setup();
    button.focus();
    await user.keyboard(key);
    expect(listbox()).toHaveFocus();
    expect(active()).toBe('France+33');
  });

  it('closes on Escape, giving the focus back to the button and keeping the country', async () => {
    const { user, button, listbox, onChange } = setup();
    await user.click(button);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(listbox()).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Pays\u00a0: France, +33');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on Tab, going on to the number, and on Shift+Tab, back to the button', async () => {
    const { user, button, input, listbox } = setup();
    await user.click(button);
    await user.tab();
    expect(listbox()).toBeNull();
    expect(input).toHaveFocus();
    await user.click(button);
    await user.tab({ shift: true });
    expect(listbox()).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user, button, listbox } = setup();
    await user.click(button);
    await user.click(screen.getByText('Ailleurs sur la page'));
    expect(listbox()).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('cannot be opened when the field is disabled', () => {
    const { button, input } = setup({ disabled: true });
    expect(button).toBeDisabled();
    expect(input).toBeDisabled();
  });
});

describe('country list: choosing', () => {
  it('moves with the arrows, Home and End, and chooses with Enter', async () => {
    const { user, button, input, listbox, active, onChange } = setup();
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Allemagne+49');
    await user.keyboard('{End}');
    expect(active()).toBe('Luxembourg+352');
    await user.keyboard('{ArrowDown}'); // stays on the last
    expect(active()).toBe('Luxembourg+352');
    await user.keyboard('{Home}');
    expect(active()).toBe('France+33');
    await user.keyboard('{ArrowUp}'); // stays on the first
    expect(active()).toBe('France+33');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(listbox()).toBeNull();
    expect(button).toHaveAccessibleName('Pays\u00a0: Belgique, +32');
    expect(input).toHaveFocus();
    expect(onChange.mock.lastCall?.[0].country).toEqual({ iso2: 'BE', name: 'Belgique', dialCode: '32' });
  });

  it('chooses with Space too, and moves by ten with Page Down and Page Up', async () => {
    const { user, button, active } = setup({ onlyCountries: undefined, preferredCountries: ['FR'] });
    await user.click(button);
    await user.keyboard('{PageDown}');
    const tenth = active();
    await user.keyboard('{ArrowDown}{PageUp}');
    expect(active()).not.toBe(tenth);
    await user.keyboard(' ');
    expect(button).not.toHaveAccessibleName('Pays\u00a0: France, +33');
  });

  it('chooses with a click', async () => {
    const { user, button, input } = setup();
    await user.click(button);
    await user.click(screen.getByRole('option', { name: /Luxembourg/ }));
    expect(button).toHaveAccessibleName('Pays\u00a0: Luxembourg, +352');
    expect(input).toHaveFocus();
  });

  it('re-reads the number in the new country, and moves a "+" number to its calling code', async () => {
    const { user, button, input, onChange } = setup();
    await user.type(input, '015123456789');
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ valid: false, error: 'TOO_LONG' });
    await user.click(button);
    await user.click(screen.getByRole('option', { name: /Allemagne/ }));
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ valid: true, e164: '+4915123456789' });
    expect(input).toHaveValue('01512 3456789');
    await user.clear(input);
    await user.type(input, '+32470123456');
    await user.click(button);
    await user.click(screen.getByRole('option', { name: /Luxembourg/ }));
    expect((input as HTMLInputElement).value.replace(/\s/g, '')).toBe('+352470123456');
  });

  it('lists only the allowed countries, without the ignored ones', async () => {
    const { user, button, listbox } = setup({ ignoredCountries: ['DE', 'LU'] });
    await user.click(button);
    expect(names(listbox())).toEqual(['France+33', 'Belgique+32']);
  });
});

describe('country list: type-ahead', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Keys are fired synchronously here: only the type-ahead's own timer is faked, and nothing else waits on time.
  const openAll = () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const field = setup({ onlyCountries: undefined, preferredCountries: ['FR'] });
    fireEvent.click(field.button);
    const list = field.listbox() as HTMLElement;
    const type = (text: string) => {
      for (const key of text) fireEvent.keyDown(list, { key });
    };
    return { ...field, type, list };
  };

  it('jumps to the first country whose name starts with the letters typed in a row', () => {
    const { type, active } = openAll();
    type('b');
    expect(active()).toMatch(/Bahamas/);
    type('e');
    expect(active()).toMatch(/Belgique/);
    type('lg');
    expect(active()).toMatch(/Belgique/);
  });

  it('keeps the letters for 699 ms and starts over after 700 ms', () => {
    const { type, active } = openAll();
    type('b');
    vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS - 1);
    type('e');
    expect(active()).toMatch(/Belgique/);
    vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS);
    type('e');
    expect(active()).toMatch(/Égypte/);
    expect(TYPE_AHEAD_RESET_MS).toBe(700);
  });

  it('takes a space as part of the search while typing, and finds calling codes', () => {
    const { type, active, button, list } = openAll();
    type('arabie s');
    expect(active()).toMatch(/Arabie saoudite/);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS);
    type('352');
    expect(active()).toMatch(/Luxembourg/);
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(button).toHaveAccessibleName('Pays\u00a0: Luxembourg, +352');
  });

  it('leaves the active country alone when nothing matches', () => {
    const { type, active } = openAll();
    type('zz');
    expect(active()).toMatch(/Zambie/);
    type('q');
    expect(active()).toMatch(/Zambie/);
  });
});

describe('country list: placement', () => {
  const openWithFieldBottomAt = async (bottom: number) => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: bottom - 44,
      bottom,
      left: 16,
      right: 374,
      width: 358,
      height: 44,
      x: 16,
      y: bottom - 44,
      toJSON: () => ({}),
    });
    const { user, button, listbox } = setup();
    await user.click(button);
    return listbox();
  };

  it('opens below when more than 200 px are free under the field', async () => {
    const listbox = await openWithFieldBottomAt(643); // 201 px free
    expect(listbox).toHaveAttribute('data-placement', 'below');
    expect(listbox).toHaveClass('top-full');
  });

  it('opens above otherwise', async () => {
    const listbox = await openWithFieldBottomAt(644); // 200 px free
    expect(listbox).toHaveAttribute('data-placement', 'above');
    expect(listbox).toHaveClass('bottom-full');
  });
});

describe('country button: label in name', () => {
  // axe's label-content-name-mismatch (WCAG 2.5.3): the button's name holds all of its visible text.
  const visibleText = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

  it.each([
    ['FR', 'Pays\u00a0: France, +33'],
    ['DE', 'Pays\u00a0: Allemagne, +49'],
    // A flag that is not drawn shows its ISO code, drawn by CSS: no text of the button.
    ['CH', 'Pays\u00a0: Suisse, +41'],
    ['JP', 'Pays\u00a0: Japon, +81'],
  ])('%s: named "%s", which holds the visible "+code"', (iso2, name) => {
    render(<PhoneField label="Téléphone" defaultCountry={iso2} onChange={() => {}} />);
    const button = screen.getByRole('button', { name: /^Pays/ });
    expect(button).toHaveAccessibleName(name);
    expect(visibleText(button)).toMatch(/^\+\d+$/);
    expect(name).toContain(visibleText(button));
  });
});
