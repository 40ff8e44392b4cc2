/** Quality labels ("Label Rouge", "AOP", "Bio"…) as words in a frame: never a logo or a colour alone. */
export function QualityLabels({ labels, className = '' }: { labels: string[]; className?: string }) {
  if (labels.length === 0) return null;
  return (
    <ul aria-label="Labels de qualité" className={`flex flex-wrap gap-1 ${className}`}>
      {labels.map((label) => (
        <li
          key={label}
          className="rounded border border-amber-700 bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
        >
          {label}
        </li>
      ))}
    </ul>
  );
}
