import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EreportingExport } from './ereporting-export';

describe('the e-reporting export', () => {
  it('links to the month’s CSV, and waits for a well-formed month', async () => {
    render(<EreportingExport />);
    const link = screen.getByRole('link', { name: 'Exporter l’e-reporting en CSV' });
    expect(link.getAttribute('href')).toMatch(/^\/api\/admin\/ereporting\.csv\?period=\d{4}-\d{2}$/);

    const month = screen.getByLabelText('Mois');
    await userEvent.clear(month);
    expect(await screen.findByText('Indiquez le mois au format AAAA-MM (2027-09).')).toBeInTheDocument();
    expect(screen.getByText('Exporter l’e-reporting en CSV')).not.toHaveAttribute('href');
  });
});
