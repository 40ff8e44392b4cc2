import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { fieldMessages } from './field-messages';

/**
 * After a refused submit, the first field in error on screen gets the focus. react-hook-form would focus
 * the first field registered, which is not always the first shown (the password of the registration form
 * registers before the profile fields above it). The fields are found by the names in error, in the
 * form's order, at once: waiting for the messages to render (aria-invalid) raced with React's render
 * on a busy machine.
 */
export function focusFirstInvalid(errors: unknown, event?: BaseSyntheticEvent) {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  // By their full names ("address.postcode"): the resolver nests them as react-hook-form does.
  const names = new Set(Object.keys(fieldMessages((errors ?? {}) as FieldErrors)));
  const first = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && names.has(element.getAttribute('name') ?? ''),
  );
  if (first) first.focus();
  // A field without a name of its own (a composite widget): its message marks it once rendered.
  else setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
