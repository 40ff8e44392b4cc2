import type { Order } from '@boucherie/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/fake-orders-api';
import { OrderDetails } from './order-details';
import { OrderHistoryList } from './order-history-list';

// What the customer reads once the shop worked on the order: weights, final amounts, missing lines, history.

const [entrecote, quiche] = makeOrder().lines as [Order['lines'][number], Order['lines'][number]];

/** Weighed at 1,620 kg for 1,5 kg ordered; the quiche could not be supplied; confirmed then ready. */
const prepared = makeOrder({
  status: 'Ready',
  lines: [
    { ...entrecote, weighedQuantity: 1.62, lineTotal: 48.6, isEstimated: false },
    { ...quiche, isUnavailable: true },
  ],
  linesTotal: 48.6,
  totalTTC: 48.6,
  totalHT: 46.07,
  totalVAT: 2.53,
  vatByRate: [{ rate: 5.5, base: 46.07, amount: 2.53 }],
  hasEstimatedLines: false,
  statusHistory: [
    { status: 'Pending', at: '2026-11-19T17:00:00.000Z' },
    { status: 'Confirmed', at: '2026-11-21T08:30:00.000Z' },
    { status: 'Ready', at: '2026-11-21T09:05:00.000Z' },
  ],
});

const lines = () => within(screen.getByRole('list', { name: 'Articles de la commande' })).getAllByRole('listitem');
const history = () =>
  within(screen.getByRole('list', { name: 'Suivi de la commande' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('OrderDetails once the shop prepared the order', () => {
  it('shows the weighed quantity beside the ordered one, and the final amount without "estimation"', () => {
    render(<OrderDetails order={prepared} />);
    const weighed = lines()[0] as HTMLElement;
    expect(within(weighed).getByText('1,620 kg pesés, commandé 1,5 kg × 30,00 € / kg TTC')).toBeInTheDocument();
    expect(within(weighed).getByText('48,60 €')).toBeInTheDocument();
    expect(screen.queryByText('estimation')).toBeNull();
    expect(screen.getByText('Total TTC').nextElementSibling).toHaveTextContent('48,60 €');
    expect(screen.getByText(/Montant final, au poids pesé par la boutique\./)).toBeInTheDocument();
    expect(screen.queryByText(/le montant est ajusté au poids réel/)).toBeNull();
  });

  it('reads a weighed box by its weight at its price per kg, not « × 94,50 € / pièce » (ADR 074)', () => {
    const box = {
      ...quiche,
      designation: 'Colis de veau',
      quantity: 1,
      unitPrice: 94.5,
      pricePerKg: 18.9,
      weighedQuantity: 5.4,
      lineTotal: 102.06,
    };
    render(<OrderDetails order={{ ...prepared, lines: [box] }} />);
    const line = lines()[0] as HTMLElement;
    expect(within(line).getByText('5,400 kg pesés × 18,90 € / kg TTC, commandé 1 pièce')).toBeInTheDocument();
    expect(within(line).getByText('102,06 €')).toBeInTheDocument();
  });

  it('says each line’s use-by date once the order is ready (issue 39)', () => {
    const [line, missing] = prepared.lines as [Order['lines'][number], Order['lines'][number]];
    const order = {
      ...prepared,
      lines: [
        { ...line, bestBefore: '2026-12-01' },
        { ...missing, bestBefore: '2026-12-01' },
      ],
    };
    render(<OrderDetails order={order} />);
    expect(within(lines()[0] as HTMLElement).getByText('À consommer jusqu’au 1er décembre')).toBeInTheDocument();
    expect(within(lines()[1] as HTMLElement).queryByText(/À consommer/)).toBeNull();
  });

  it('strikes out an unavailable line, says "Indisponible" and that it is not charged', () => {
    render(<OrderDetails order={prepared} />);
    const missing = lines()[1] as HTMLElement;
    expect(within(missing).getByText('Indisponible')).toBeInTheDocument();
    expect(within(missing).getByText('Quiche lorraine').tagName).toBe('S');
    expect(within(missing).getByText('25,00 €').tagName).toBe('S');
    expect(within(missing).getByText(/Non facturé/)).toHaveClass('sr-only');
    expect(within(missing).getByText(/il ne vous est pas facturé/)).toBeInTheDocument();
    expect(screen.getByText(/Les articles indisponibles ne vous sont pas facturés\./)).toBeInTheDocument();
  });

  it('tells the status history in French, Paris time', () => {
    render(<OrderDetails order={prepared} />);
    expect(screen.getByText('Prête')).toBeInTheDocument();
    expect(history()).toEqual([
      'Passée le jeudi 19 novembre à 18\u00a0h',
      'Confirmée le samedi 21 novembre à 9\u00a0h\u00a030',
      'Prête le samedi 21 novembre à 10\u00a0h\u00a005',
    ]);
  });

  it('reads a delivery on its way "En livraison", and its history "Partie en livraison"', () => {
    render(<OrderDetails order={{ ...prepared, mode: 'Delivery' }} />);
    expect(screen.getByText('En livraison')).toBeInTheDocument();
    expect(history().at(-1)).toBe('Partie en livraison le samedi 21 novembre à 10\u00a0h\u00a005');
  });

  it('gives the reason of a cancellation', () => {
    const cancelled = makeOrder({
      status: 'Cancelled',
      cancelReason: 'Rupture de stock de bœuf de Lorraine.',
      statusHistory: [
        { status: 'Pending', at: '2026-11-19T17:00:00.000Z' },
        { status: 'Cancelled', at: '2026-11-20T07:15:00.000Z' },
      ],
    });
    render(<OrderDetails order={cancelled} />);
    expect(screen.getByText('Annulée')).toBeInTheDocument();
    expect(
      screen.getByText('Commande annulée par la boutique : Rupture de stock de bœuf de Lorraine.'),
    ).toBeInTheDocument();
    expect(history().at(-1)).toBe('Annulée le vendredi 20 novembre à 8\u00a0h\u00a015');
  });

  it('keeps the estimate wording while a weighed line waits for the scale', () => {
    render(<OrderDetails order={makeOrder()} />);
    expect(within(lines()[0] as HTMLElement).getByText('estimation')).toBeInTheDocument();
    expect(screen.getByText(/le montant est ajusté au poids réel/)).toBeInTheDocument();
    expect(screen.queryByText(/Montant final/)).toBeNull();
  });
});

describe('OrderHistoryList', () => {
  const renderList = (orders: Order[]) =>
    render(
      <MemoryRouter>
        <OrderHistoryList orders={orders} />
      </MemoryRouter>,
    );

  it('shows each order’s last status change, the final amount, and an estimate as such', () => {
    renderList([prepared, { ...makeOrder({ id: 43, number: '2026-000043' }) }]);
    const [ready, pending] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(ready).getByText('Prête le samedi 21 novembre à 10 h 05')).toBeInTheDocument();
    expect(within(ready).getByText(/48,60/)).toBeInTheDocument();
    expect(within(ready).queryByText('estimation')).toBeNull();
    expect(within(pending).getByText('Passée le jeudi 19 novembre à 18 h')).toBeInTheDocument();
    expect(within(pending).getByText('estimation')).toBeInTheDocument();
  });

  it('gives a cancelled order’s reason', () => {
    renderList([makeOrder({ status: 'Cancelled', cancelReason: 'Boutique fermée pour travaux.' })]);
    expect(screen.getByText('Annulée')).toBeInTheDocument();
    expect(screen.getByText('Motif : Boutique fermée pour travaux.')).toBeInTheDocument();
    expect(screen.queryByText('estimation')).toBeNull();
  });
});
