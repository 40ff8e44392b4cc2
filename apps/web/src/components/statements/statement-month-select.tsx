import { monthLabel } from '../../lib/months';

type Props = { month: string; months: string[]; onChange: (month: string) => void };

/** "Mois" of a monthly statement: the current month and the ones before it. */
export function StatementMonthSelect({ month, months, onChange }: Props) {
  return (
    <label className="flex flex-col font-medium text-gray-900">
      Mois
      <select
        value={month}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 h-12 rounded-lg border border-gray-400 bg-white px-3 text-base"
      >
        {months.map((m) => (
          <option key={m} value={m}>
            {monthLabel(m)}
          </option>
        ))}
      </select>
    </label>
  );
}
