import type { BaseSyntheticEvent } from 'react';

/**
 * After a refused submit, the first field in error on screen gets the focus. react-hook-form would focus
 * the first field registered, which is not always the first shown (the password of the registration form
 * registers before the profile fields above it).
 */
export function focusFirstInvalid(_errors: unknown, event?: BaseSyntheticEvent) {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  // The messages render after this call: wait for aria-invalid to be set.
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
