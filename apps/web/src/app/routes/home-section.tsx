import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { id: string; title: string; more?: { to: string; label: string }; children: ReactNode };

export function HomeSection({ id, title, more, children }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-gray-900">
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline">
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
