import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QuotaNotice } from './quota-notice';

const show = (remaining: number | null, nextDateWithSome: string | null = null, saleUnit: 'kg' | 'piece' = 'piece') =>
  render(
    <MemoryRouter>
      <QuotaNotice
        article={{ remaining, nextDateWithSome, saleUnit }}
        date="2026-12-24"
        hrefFor={(d) => `/products-list?date=${d}`}
      />
    </MemoryRouter>,
  );

describe('QuotaNotice', () => {
  it('says « Plus que 3 » when few are left, and nothing when many are or without a quota', () => {
    const { unmount } = show(3);
    expect(screen.getByText('Plus que 3')).toBeInTheDocument();
    unmount();
    const many = show(40);
    expect(many.container).toBeEmptyDOMElement();
    many.unmount();
    expect(show(null).container).toBeEmptyDOMElement();
  });

  it('says « Plus que 2,5 kg » for an article sold by weight', () => {
    show(2.5, null, 'kg');
    expect(screen.getByTestId('quota-notice').textContent).toBe('Plus que 2,5\u00a0kg');
  });

  it('says « Épuisé pour le 24 décembre » at zero, with the nearest day that has some', () => {
    show(0, '2026-12-23');
    expect(screen.getByText('Épuisé pour le 24 décembre')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Encore disponible le mercredi 23 décembre' })).toHaveAttribute(
      'href',
      '/products-list?date=2026-12-23',
    );
  });
});
