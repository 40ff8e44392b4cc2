import type { StatsArticle, StatsResponse } from '@boucherie/contract';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatEuros, formatNumber } from '../../../lib/format';
import {
  formatAxisEuros,
  formatDayName,
  formatKg,
  formatOrders,
  formatShare,
  formatShortDay,
  formatShortWeekday,
  MODE_LABELS,
} from '../lib/format-stats';

// The charts of the owner's figures, drawn by recharts: this file (and the library) is loaded only on
// that screen. Colours of the shop's theme, without animation (calm, and still for screenshots).

const GREEN = '#008236';
const GREEN_LIGHT = '#7bf1a8';
const BLUE = '#155dfc';
const GRAY = '#d1d5dc';
const AXIS = { fontSize: 13, fill: '#364153' };
const HEIGHT = 260;

const tooltipStyle = { borderRadius: 8, borderColor: GRAY, fontSize: 14 };

/** Legend text in the page's ink, whatever the series' colour (a light green would fail contrast). */
const legendText = (value: string) => <span style={{ color: '#101828' }}>{value}</span>;

/** Revenue TTC per day of the period. */
export function DaysChart({ days }: { days: StatsResponse['days'] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} stroke="#e5e7eb" />
        <XAxis dataKey="date" tickFormatter={formatShortDay} tick={AXIS} minTickGap={12} />
        <YAxis tickFormatter={formatAxisEuros} tick={AXIS} width={80} />
        <Tooltip
          contentStyle={tooltipStyle}
          labelFormatter={(date) => formatDayName(String(date))}
          formatter={(value, _name, item) => [
            `${formatEuros(Number(value))} TTC (${formatOrders((item.payload as { orders: number }).orders)})`,
            'Chiffre d’affaires',
          ]}
        />
        <Bar dataKey="revenueTTC" fill={GREEN} isAnimationActive={false} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Orders per weekday, Monday to Sunday. */
export function WeekdaysChart({ weekdays }: { weekdays: StatsResponse['weekdays'] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart accessibilityLayer={false} data={weekdays} margin={{ top: 24, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} stroke="#e5e7eb" />
        <XAxis dataKey="weekday" tickFormatter={formatShortWeekday} tick={AXIS} />
        <YAxis allowDecimals={false} tick={AXIS} width={40} />
        <Bar dataKey="orders" fill={GREEN} isAnimationActive={false} radius={[3, 3, 0, 0]}>
          <LabelList dataKey="orders" position="top" fill="#101828" fontSize={14} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Pickup against delivery, by orders. */
export function ModesChart({ modes }: { modes: StatsResponse['modes'] }) {
  const total = modes.reduce((sum, m) => sum + m.orders, 0);
  const data = modes.map((m) => ({ name: MODE_LABELS[m.mode], value: m.orders }));
  if (total === 0) return <p className="py-10 text-center text-gray-700">Aucune commande sur la période.</p>;
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          rootTabIndex={-1}
          innerRadius="50%"
          outerRadius="80%"
          isAnimationActive={false}
          label={({ value }) => `${formatNumber(Number(value))} (${formatShare(Number(value), total)})`}
        >
          <Cell fill={GREEN} />
          <Cell fill={BLUE} />
        </Pie>
        <Legend wrapperStyle={{ fontSize: 14 }} formatter={legendText} />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** The ten best articles, by weight or by revenue HT, as horizontal bars with their names. */
export function TopChart({ items, metric }: { items: StatsArticle[]; metric: 'kilograms' | 'revenueHT' }) {
  if (items.length === 0) return <p className="py-10 text-center text-gray-700">Aucune vente sur la période.</p>;
  const format = metric === 'kilograms' ? formatKg : (v: number) => `${formatEuros(v)} HT`;
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, items.length * 34 + 16)}>
      <BarChart
        accessibilityLayer={false}
        data={items}
        layout="vertical"
        margin={{ top: 0, right: 96, bottom: 0, left: 8 }}
      >
        <XAxis type="number" hide />
        <YAxis type="category" dataKey="designation" tick={AXIS} width={190} interval={0} />
        <Bar dataKey={metric} fill={GREEN} isAnimationActive={false} barSize={22} radius={[0, 3, 3, 0]}>
          <LabelList
            dataKey={metric}
            position="right"
            fill="#101828"
            fontSize={13}
            formatter={(v) => format(Number(v))}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

type TickProps = { x?: number | string; y?: number | string; index?: number };

/** A day under its bars: "mar. 24", and "fermé" under a day when the shops are closed. */
function bookingTick(data: { label: string; open: boolean }[]) {
  return ({ x = 0, y = 0, index = 0 }: TickProps) => {
    const day = data[index];
    return (
      <text x={Number(x)} y={Number(y) + 14} textAnchor="middle" fontSize={AXIS.fontSize} fill={AXIS.fill}>
        <tspan x={Number(x)}>{day?.label}</tspan>
        {day && !day.open && (
          <tspan x={Number(x)} dy={16} fontWeight={600}>
            fermé
          </tspan>
        )}
      </text>
    );
  };
}

/** The next 14 days: orders booked, and what capacity is left, per day; closed days empty. */
export function BookingsChart({ bookings }: { bookings: StatsResponse['bookings'] }) {
  const data = bookings.map((b) => ({
    ...b,
    label: `${formatShortWeekday(b.weekday)} ${Number(b.date.slice(8, 10))}`,
    free: Math.max(b.capacity - b.orders, 0),
    tag: b.open ? String(b.orders) : '',
  }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 24, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} stroke="#e5e7eb" />
        <XAxis dataKey="label" tick={bookingTick(data)} interval={0} height={44} />
        <YAxis allowDecimals={false} tick={AXIS} width={40} />
        <Legend wrapperStyle={{ fontSize: 14 }} formatter={legendText} />
        <Bar dataKey="orders" name="Réservées" stackId="day" fill={GREEN} isAnimationActive={false} />
        <Bar dataKey="free" name="Places libres" stackId="day" fill={GREEN_LIGHT} isAnimationActive={false}>
          <LabelList dataKey="tag" position="top" fill="#101828" fontSize={13} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
