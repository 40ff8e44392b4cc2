import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  id: string;
  title: string;
  more?: { to: string; label: string };
  /** Below a phone's first screen: laid out and painted only when it comes near it (LATER_SECTION). */
  later?: boolean;
  children: ReactNode;
};

/**
 * A section that the first screen does not show is left out of the page's first style, layout and paint
 * (content-visibility: auto): those filled most of a phone's first long task (docs/performance.md, issue 43).
 * Its size is about a phone's section until it is measured; the clip margin keeps focus rings and shadows.
 */
export const LATER_SECTION =
  '[content-visibility:auto] [contain-intrinsic-size:auto_40rem] [overflow-clip-margin:0.5rem]';

export function HomeSection({ id, title, more, later = false, children }: Props) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={later ? `flex flex-col gap-4 ${LATER_SECTION}` : 'flex flex-col gap-4'}
    >
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
