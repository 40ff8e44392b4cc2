import { createContext, useContext, useEffect } from 'react';
import { BUSINESS_NAME, DEFAULT_TITLE } from './brand';

/** While the server renders a page: where the page leaves its title (effects do not run there). */
export const ServerTitleContext = createContext<{ title?: string } | null>(null);

/** "Page introuvable — Maison Thirion"; without a title, the shop's own. */
export function useDocumentTitle(title?: string) {
  const fullTitle = title ? `${title} — ${BUSINESS_NAME}` : DEFAULT_TITLE;
  const server = useContext(ServerTitleContext);
  if (server) server.title = fullTitle;
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
