import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('says what is missing and tries again on request', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="Votre panier n’a pas pu être chargé." onRetry={onRetry} />);
    expect(screen.getByText('Votre panier n’a pas pu être chargé.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('stands for the whole page with a title', () => {
    render(
      <LoadError
        title="Article momentanément indisponible"
        message="Nous n’avons pas pu charger cet article."
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Article momentanément indisponible' })).toBeInTheDocument();
  });
});
