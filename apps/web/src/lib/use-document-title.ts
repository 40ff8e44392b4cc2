import { useEffect } from 'react';
import { BUSINESS_NAME, DEFAULT_TITLE } from './brand';

/** "Page introuvable — Maison Thirion"; without a title, the shop's own. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} — ${BUSINESS_NAME}` : DEFAULT_TITLE;
  }, [title]);
}
