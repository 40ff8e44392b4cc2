/** The one place the promotion red is used, always with a word (never colour alone). */
export function PromoBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-block rounded bg-promo-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase ${className}`}
    >
      Promo
    </span>
  );
}
