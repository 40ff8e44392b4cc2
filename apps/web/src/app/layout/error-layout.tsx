import type { ReactNode } from 'react';
import { SkipLink } from '../../components/ui/skip-link';
import { BrandLink } from './brand-link';
import { LegalLinks } from './legal-links';

/** A plain frame for errors: it needs no data, so it still renders when the API is down. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-2">
          <BrandLink />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <footer className="border-t border-gray-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-4">
          <LegalLinks />
        </div>
      </footer>
    </div>
  );
}
