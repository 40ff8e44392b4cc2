import type { StatsResponse } from '@boucherie/contract';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingBlocks } from '../../../components/ui/loading-blocks';
import { formatEuros, formatNumber } from '../../../lib/format';
import { type StatsFilter, statsCsvUrl, useStats } from '../api/get-stats';
import { useStatsFilter } from '../hooks/use-stats-filter';
import { formatLongDay } from '../lib/format-stats';
import { BookedFigure } from './booked-figure';
import { BookingsChart, DaysChart, ModesChart, TopChart, WeekdaysChart } from './charts';
import { FigureSection } from './figure-section';
import { FiguresFilters } from './figures-filters';
import { BookingsTable, DaysTable, ModesTable, TopTable, WeekdaysTable } from './figures-tables';
import { SummaryCards } from './summary-cards';

type Shop = { id: number; name: string };

function Figures({ stats, filter }: { stats: StatsResponse; filter: StatsFilter }) {
  const csv = (table: Parameters<typeof statsCsvUrl>[0]) => statsCsvUrl(table, filter);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-2 lg:col-span-2">
        <BookedFigure booked={stats.booked} />
        <SummaryCards summary={stats.summary} />
        <CardTakings card={stats.card} />
        <a
          href={csv('summary')}
          download
          className="inline-flex min-h-12 items-center self-end text-sm font-semibold text-primary-800 underline"
        >
          Exporter le résumé en CSV
        </a>
      </div>
      <FigureSection
        className="lg:col-span-2"
        title="Chiffre d’affaires par jour"
        note="TTC, sur le jour de retrait ou de livraison"
        chart={<DaysChart days={stats.days} />}
        table={<DaysTable days={stats.days} />}
        csvHref={csv('days')}
      />
      <FigureSection
        title="Commandes par jour de la semaine"
        chart={<WeekdaysChart weekdays={stats.weekdays} />}
        table={<WeekdaysTable weekdays={stats.weekdays} />}
        csvHref={csv('weekdays')}
      />
      <FigureSection
        title="Retrait ou livraison"
        note="Nombre de commandes"
        chart={<ModesChart modes={stats.modes} />}
        table={<ModesTable modes={stats.modes} />}
        csvHref={csv('modes')}
      />
      <FigureSection
        title="Les 10 articles les plus vendus au poids"
        note="Poids pesé, ou commandé tant que la ligne n’est pas pesée"
        chart={<TopChart items={stats.topByWeight} metric="kilograms" />}
        table={<TopTable items={stats.topByWeight} caption="Les 10 articles les plus vendus au poids" />}
        csvHref={csv('top-weight')}
      />
      <FigureSection
        title="Les 10 articles qui rapportent le plus"
        note="Chiffre d’affaires HT"
        chart={<TopChart items={stats.topByRevenue} metric="revenueHT" />}
        table={<TopTable items={stats.topByRevenue} caption="Les 10 articles qui rapportent le plus" />}
        csvHref={csv('top-revenue')}
      />
      <FigureSection
        className="lg:col-span-2"
        title="Réservations des 14 prochains jours"
        note="Commandes réservées et places libres selon la capacité des boutiques"
        chart={<BookingsChart bookings={stats.bookings} />}
        table={<BookingsTable bookings={stats.bookings} />}
        csvHref={csv('bookings')}
      />
    </div>
  );
}

/** The owner's figures: a shop or every shop over a period, as charts with their tables and CSV exports. */
export function FiguresView({ shops }: { shops: readonly Shop[] }) {
  const { today, period, shopId, filter, change } = useStatsFilter();
  const stats = useStats(filter);
  const shopName = shops.find((s) => s.id === shopId)?.name ?? 'Toutes les boutiques';
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Tableau de bord</h1>
        <p className="text-gray-700">
          {shopName}, du {formatLongDay(period.from)} au {formatLongDay(period.to)}
        </p>
      </div>
      <FiguresFilters shops={shops} shopId={shopId} period={period} today={today} onChange={change} />
      {stats.isError && !stats.data ? (
        <LoadError
          message="Nous n’avons pas pu charger les chiffres. Vérifiez la connexion, puis réessayez."
          onRetry={() => void stats.refetch()}
        />
      ) : stats.data ? (
        <div aria-busy={stats.isFetching} className={stats.isPlaceholderData ? 'opacity-60' : ''}>
          <Figures stats={stats.data} filter={filter} />
        </div>
      ) : (
        <LoadingBlocks
          label="Chargement des chiffres…"
          className="flex flex-col gap-4"
          blocks={['h-28 animate-pulse rounded-xl bg-gray-200', 'h-72 animate-pulse rounded-xl bg-gray-200']}
        />
      )}
    </div>
  );
}

/** What cards took for the period's orders, and gave back (ADR 049); nothing when no card paid. */
function CardTakings({ card }: { card: StatsResponse['card'] }) {
  if (card.orders === 0) return null;
  const orders = `${formatNumber(card.orders)} commande${card.orders > 1 ? 's' : ''}`;
  const refunded = card.refundedTTC > 0 ? `, dont ${formatEuros(card.refundedTTC)} remboursés` : '';
  return (
    <p className="text-gray-900">
      Payé par carte en ligne&nbsp;: <span className="font-semibold tabular-nums">{formatEuros(card.capturedTTC)}</span>{' '}
      TTC sur {orders}
      {refunded}.
    </p>
  );
}
