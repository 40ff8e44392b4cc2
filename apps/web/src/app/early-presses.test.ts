import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEarlyPresses } from './early-presses';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('early presses', () => {
  it('holds presses on controls until the page runs, then presses them again in order', () => {
    document.body.innerHTML =
      '<button id="liste"><span id="label">Liste</span></button><input id="promo" type="checkbox"><a id="home" href="#top">Accueil</a>';
    const early = createEarlyPresses();
    const pressed: string[] = [];
    document.addEventListener('click', (event) => pressed.push((event.target as Element).id));
    const label = document.getElementById('label') as HTMLElement;
    const checkbox = document.getElementById('promo') as HTMLInputElement;

    label.click();
    checkbox.click();
    (document.getElementById('home') as HTMLElement).click();
    // Links are left to the browser; the controls' presses wait, the checkbox unticked.
    expect(pressed).toEqual(['home']);
    expect(checkbox.checked).toBe(false);

    early.replay();
    expect(pressed).toEqual(['home', 'liste', 'promo']);
    expect(checkbox.checked).toBe(true);

    label.click();
    expect(pressed).toEqual(['home', 'liste', 'promo', 'label']);
  });

  it('leaves a plain GET form to the browser', () => {
    document.body.innerHTML =
      '<form method="get" action="/products-list"><input name="Search" value="boeuf"><button id="search" type="submit">Rechercher</button></form>';
    const early = createEarlyPresses();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    (document.getElementById('search') as HTMLButtonElement).click();
    expect(submitted).toHaveBeenCalledTimes(1);
    early.replay();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('forgets a control that left the page', () => {
    document.body.innerHTML = '<button id="gone">Ajouter</button>';
    const early = createEarlyPresses();
    const button = document.getElementById('gone') as HTMLButtonElement;
    button.click();
    button.remove();
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    early.replay();
    expect(onClick).not.toHaveBeenCalled();
  });
});
