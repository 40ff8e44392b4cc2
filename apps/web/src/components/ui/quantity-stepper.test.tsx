import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Stepper({ initial = 1, step = 0.1, min = 0, onChange = vi.fn() }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      step={step}
      min={min}
      max={999}
      label="Quantité d’entrecôte en kilogrammes"
      unit="kg"
      stepLabel="100 g"
    />
  );
}

describe('QuantityStepper', () => {
  it('moves by 100 g with its buttons, showing one decimal with a comma', async () => {
    const user = userEvent.setup();
    render(<Stepper />);
    const field = screen.getByRole('textbox', { name: 'Quantité d’entrecôte en kilogrammes' });
    await user.click(screen.getByRole('button', { name: 'Ajouter 100 g' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter 100 g' }));
    expect(field).toHaveValue('1,2');
    await user.click(screen.getByRole('button', { name: 'Retirer 100 g' }));
    expect(field).toHaveValue('1,1');
  });

  it('takes a typed quantity with a comma or a dot when the field is left or Enter pressed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} />);
    const field = screen.getByRole('textbox');
    await user.clear(field);
    await user.type(field, '1,256');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(1.26);
    expect(field).toHaveValue('1,26');
    await user.clear(field);
    await user.type(field, '2.3{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2.3);
  });

  it('ignores text that is not a number and steps with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} />);
    const field = screen.getByRole('textbox');
    await user.clear(field);
    await user.type(field, 'beaucoup');
    await user.tab();
    expect(field).toHaveValue('1');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(field);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(1.1);
  });

  it('stops at its minimum: the minus button is disabled there', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={1} step={1} min={1} />);
    expect(screen.getByRole('button', { name: 'Retirer 100 g' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ajouter 100 g' }));
    expect(screen.getByRole('textbox')).toHaveValue('2');
  });
});
