import type { ReactNode } from 'react';

/** A column's header; `className` replaces the row's cell class (a right-aligned amount, a narrow photo). */
export type ColumnHeader = { label: ReactNode; className?: string };

/** A table's header row: one `th scope="col"` per column, each with the row's cell class unless it has its own. */
export function ColumnHeaders({
  columns,
  cellClass,
  className,
}: {
  columns: ColumnHeader[];
  cellClass?: string;
  className?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, index) => (
          // The columns never move: their place is their identity.
          <th key={index} scope="col" className={column.className ?? cellClass}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
