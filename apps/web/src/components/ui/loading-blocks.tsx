/**
 * What stands while a screen's data loads: « Chargement… » said to screen readers, and grey blocks of the
 * shape to come (each block's classes given whole: its size, its corners, the pulse). Without blocks, the
 * container itself is the grey block (its classes in `className`).
 */
export function LoadingBlocks({
  label,
  blocks = [],
  className,
}: {
  label: string;
  blocks?: string[];
  className?: string;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only" role="status">
        {label}
      </span>
      {blocks.map((block, index) => (
        // The blocks never move: their place is their identity.
        <div key={`${index}-${block}`} aria-hidden="true" className={block} />
      ))}
    </div>
  );
}

/** `count` blocks of one shape: the cards of a list to come, the columns of a board. */
export function sameBlocks(count: number, block: string): string[] {
  return Array.from({ length: count }, () => block);
}
