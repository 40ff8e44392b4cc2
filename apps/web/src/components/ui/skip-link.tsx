/** First focusable element of every page: keyboard users jump over the header. */
export function SkipLink({ target = '#main' }: { target?: string }) {
  return (
    <a
      href={target}
      className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-primary-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Aller au contenu
    </a>
  );
}
