/**
 * Presses that reach a server-rendered page's controls before React runs it: a key on a focused
 * button, a click from a script or an assistive tool. (A pointer cannot: index.css gives the controls
 * no pointer events until then.) They are held, then replayed on the same controls once React runs
 * the page, instead of being lost on buttons that do nothing yet.
 */

const CONTROLS = 'button, input[type="checkbox"], input[type="radio"], [role="button"]';

export function createEarlyPresses(target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document) {
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    // A plain GET form (the search) works without the script: the browser submits it.
    if (!control || control.closest('form[method="get"]')) return;
    // Nor a checkbox's native toggle, nor a form's submission: React will do what the press means.
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
  };
  target.addEventListener('click', hold, true);

  /** Stops holding; presses the held controls still on the page, in order. */
  function replay() {
    target.removeEventListener('click', hold, true);
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  }

  return { replay };
}
