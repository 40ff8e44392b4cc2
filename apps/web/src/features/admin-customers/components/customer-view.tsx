import type { CustomerDetail } from '@boucherie/contract';
import type { ReactNode } from 'react';
import { displayPhone } from '../../../lib/display-phone';
import { formatDate, formatEuros } from '../../../lib/format';
import { formatShortDate, PRO_STATUS_LABELS } from '../lib/labels';
import { CustomerOrders } from './customer-orders';
import { UnpaidHandovers } from './unpaid-handovers';

const card = 'rounded-xl bg-white p-4 ring-1 ring-gray-200';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="text-gray-900">{children}</dd>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-gray-900">{value}</dd>
    </div>
  );
}

type Props = {
  customer: CustomerDetail;
  back: ReactNode;
  /** The owner's actions (export, anonymise); nothing for staff. */
  actions?: ReactNode;
  /** Staff see their shops' orders only: said under the totals. */
  scopedToShops: boolean;
  /** A shop's name by its code (the favourite shop is stored by code). */
  shopName?: (department: string) => string | undefined;
};

/** A customer's page: who they are, how to reach them, what they ordered and what it adds up to. */
export function CustomerView({ customer, back, actions, scopedToShops, shopName }: Props) {
  const name = `${customer.firstName} ${customer.lastName}`;
  const { totals } = customer;
  const address = [customer.streetAndNumber, `${customer.postCode} ${customer.locality}`.trim(), customer.country]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="flex flex-col gap-4">
      {back}
      <div className="flex flex-wrap items-baseline gap-x-4">
        <h1 className="text-3xl font-bold text-gray-900">{customer.company ?? name}</h1>
        {customer.company && <p className="text-xl text-gray-800">{name}</p>}
        <p className="rounded-full bg-gray-200 px-3 py-0.5 text-sm font-semibold text-gray-900">
          {PRO_STATUS_LABELS[customer.proStatus]}
        </p>
      </div>
      <UnpaidHandovers customer={customer} />
      <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="customer-account" className={card}>
          <h2 id="customer-account" className="mb-3 text-xl font-bold">
            Compte
          </h2>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <Fact label="E-mail">
              <a href={`mailto:${customer.email}`} className="break-all underline">
                {customer.email}
              </a>
              {customer.email2 && <span className="block break-all">{customer.email2}</span>}
            </Fact>
            <Fact label="Téléphone">
              <a href={`tel:${customer.phone}`} className="tabular-nums underline">
                {displayPhone(customer.phone)}
              </a>
              {customer.phone2 && <span className="block tabular-nums">{displayPhone(customer.phone2)}</span>}
            </Fact>
            <Fact label="Adresse">{address || '—'}</Fact>
            {customer.userType === 2 && <Fact label="N° de TVA">{customer.vatNumber ?? 'non renseigné'}</Fact>}
            <Fact label="Client depuis le">{formatDate(customer.createdAt, 'dayMonthYear')}</Fact>
            <Fact label="Boutique préférée">
              {customer.favoriteStore ? (shopName?.(customer.favoriteStore) ?? customer.favoriteStore) : '—'}
            </Fact>
            <Fact label="Lettre d’information">{customer.wantsNewsletter ? 'Inscrit' : 'Non inscrit'}</Fact>
            <Fact label="Compte vérifié">{customer.isVerified ? 'Oui (SMS)' : 'Pas encore'}</Fact>
          </dl>
        </section>
        <section aria-labelledby="customer-totals" className={card}>
          <h2 id="customer-totals" className="mb-3 text-xl font-bold">
            Commandes
          </h2>
          <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Commandes" value={String(totals.orderCount)} />
            <Figure label="Total TTC" value={formatEuros(totals.totalTTC)} />
            <Figure label="Total HT" value={formatEuros(totals.totalHT)} />
            <Figure
              label="Panier moyen TTC"
              value={totals.averageTTC === null ? '—' : formatEuros(totals.averageTTC)}
            />
          </dl>
          <p className="mb-3 text-sm text-gray-700">
            {totals.cancelledCount > 0
              ? `Hors ${totals.cancelledCount} commande${totals.cancelledCount > 1 ? 's' : ''} annulée${totals.cancelledCount > 1 ? 's' : ''}. `
              : ''}
            {totals.lastOrderDate ? `Dernière commande pour le ${formatShortDate(totals.lastOrderDate)}. ` : ''}
            {scopedToShops ? 'Seules les commandes de vos boutiques sont comptées.' : ''}
          </p>
          <CustomerOrders customer={customer} />
        </section>
      </div>
      {actions}
    </div>
  );
}
