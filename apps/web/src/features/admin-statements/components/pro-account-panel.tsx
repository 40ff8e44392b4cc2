import { useId, useState } from 'react';
import { StatementDetails } from '../../../components/statements/statement-details';
import { StatementMonthSelect } from '../../../components/statements/statement-month-select';
import { recentMonths } from '../../../lib/months';
import { todayInParis } from '../../../lib/paris-day';
import { adminStatementPdfUrl, useAdminStatement } from '../api/statement';
import { PaymentControl } from './payment-control';
import { PaymentTermsForm } from './payment-terms-form';

const card = 'flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-gray-200';

/** The owner's view of a pro's account: payment terms, the monthly statement, invoices marked paid. */
export function ProAccountPanel({ customerId }: { customerId: number }) {
  const id = useId();
  const [months] = useState(() => recentMonths(new Date()));
  const [month, setMonth] = useState(months[0] as string);
  const today = todayInParis();
  const statement = useAdminStatement(customerId, month);
  const s = statement.data;

  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Compte professionnel
      </h2>
      {s && (
        <PaymentTermsForm
          key={s.customer.paymentTerms ?? 'default'}
          customerId={customerId}
          paymentTerms={s.customer.paymentTerms}
          effectiveTerms={s.customer.effectiveTerms}
        />
      )}
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-gray-200 pt-4">
        <h3 className="text-lg font-bold">Relevé mensuel</h3>
        <div className="flex flex-wrap items-end gap-3">
          <StatementMonthSelect month={month} months={months} onChange={setMonth} />
          <a
            href={adminStatementPdfUrl(customerId, month)}
            download
            className="inline-flex min-h-12 items-center rounded-lg border border-gray-400 bg-white px-5 font-semibold text-gray-900 hover:bg-gray-100"
          >
            Relevé PDF
          </a>
        </div>
      </div>
      <StatementDetails
        query={statement}
        errorText="Le relevé n’a pas pu être chargé."
        inFavourLabel="En faveur du client"
        settlementHeader="Paiement"
        settlement={(d) => <PaymentControl document={d} today={today} />}
      />
    </section>
  );
}
