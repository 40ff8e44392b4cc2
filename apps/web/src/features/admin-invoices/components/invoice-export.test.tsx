import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InvoiceExport } from './invoice-export';

describe('the accountant’s export', () => {
  it('links to the period’s CSV, and waits for a period the export’s schema accepts', async () => {
    render(<InvoiceExport />);
    const link = screen.getByRole('link', { name: 'Exporter en CSV' });
    expect(link.getAttribute('href')).toMatch(
      /^\/api\/admin\/invoices\.csv\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/,
    );

    const from = screen.getByLabelText('Du');
    await userEvent.clear(from);
    await userEvent.type(from, '2099-01-01');
    expect(await screen.findByText('La période finit avant de commencer.')).toBeInTheDocument();
    expect(screen.getByLabelText('Au')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Exporter en CSV')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Exporter en CSV')).not.toHaveAttribute('href');
  });
});
