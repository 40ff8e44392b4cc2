import type { ReactNode } from 'react';

export type Column = { label: string; numeric?: boolean };

/** The figures of a chart as a table: what a screen reader reads, and anyone who asks for it. */
export function DataTable({ caption, columns, rows }: { caption: string; columns: Column[]; rows: ReactNode[][] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-300 text-left text-gray-700">
          {columns.map((c) => (
            <th key={c.label} scope="col" className={`px-2 py-2 font-semibold ${c.numeric ? 'text-right' : ''}`}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} className="border-b border-gray-100">
            {row.map((cell, j) =>
              j === 0 ? (
                <th key={j} scope="row" className="px-2 py-1.5 text-left font-medium text-gray-900">
                  {cell}
                </th>
              ) : (
                <td
                  key={j}
                  className={`px-2 py-1.5 text-gray-900 ${columns[j]?.numeric ? 'text-right tabular-nums' : ''}`}
                >
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
