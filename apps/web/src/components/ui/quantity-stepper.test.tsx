import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

/** Where the grams question is announced: a live region of the stepper's own, there before the question. */
const liveRegion = () => document.querySelector('[aria-live="assertive"]');

function Stepper({ initial = 1, step = 0.1, min = 0, onChange = vi.fn(), onEnter = vi.fn(), askGrams = false }) {
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
      onEnter={onEnter}
      askGrams={askGrams}
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

  it('is as wide as its whole value, « 100,25 » included, and widens as more is typed', async () => {
    const user = userEvent.setup();
    render(<Stepper initial={100.25} />);
    const field = screen.getByRole('textbox');
    expect(field).toHaveValue('100,25');
    // One `ch` per character (digits are tabular), with room around: never a fixed width that cuts « 100,2 ».
    expect(field.style.width).toBe('calc(6ch + 1rem)');
    await user.clear(field);
    await user.type(field, '12,5');
    expect(field.style.width).toBe('calc(4ch + 1rem)');
  });

  it('asks « 500 kg ? Vouliez-vous dire 500 g ? » from 100 typed in a kilogram field, and takes the answer', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onEnter = vi.fn();
    render(<Stepper onChange={onChange} onEnter={onEnter} askGrams />);
    // The live region waits, empty, so that the question is read when it comes.
    const alert = liveRegion();
    expect(alert).toBeEmptyDOMElement();
    const field = screen.getByRole('textbox');
    await user.clear(field);
    await user.type(field, '500{Enter}');
    expect(liveRegion()).toBe(alert);
    expect(screen.getByRole('group', { name: /^500\s+kg\s+\? Vouliez-vous dire 500\s+g\s+\?$/ })).toBeVisible();
    expect(alert?.textContent).toBe(
      '500\u00a0kg\u00a0? Vouliez-vous dire 500\u00a0g\u00a0?Oui, 0,5\u00a0kgNon, 500\u00a0kg',
    );
    // Nothing taken, nothing added, until the answer.
    expect(onChange).not.toHaveBeenCalled();
    expect(onEnter).not.toHaveBeenCalled();
    expect(field).toHaveValue('500');
    const yes = screen.getByRole('button', { name: 'Oui, 0,5\u00a0kg' });
    expect(yes).toHaveFocus();
    expect(yes).toHaveAccessibleDescription(/^500\s+kg\s+\? Vouliez-vous dire 500\s+g\s+\?$/);
    await user.click(yes);
    expect(onChange).toHaveBeenLastCalledWith(0.5);
    expect(field).toHaveValue('0,5');
    expect(alert).toBeEmptyDOMElement();

    // Leaving the field asks too; « Non » keeps the kilograms.
    await user.clear(field);
    await user.type(field, '120');
    await user.tab();
    // The same live region, there all along, says it.
    expect(liveRegion()).toBe(alert);
    expect(alert?.textContent).toMatch(/^120\u00a0kg\u00a0\? Vouliez-vous dire 120\u00a0g\u00a0\?/);
    await user.click(screen.getByRole('button', { name: 'Non, 120\u00a0kg' }));
    expect(onChange).toHaveBeenLastCalledWith(120);
  });

  it('takes 99,9 kg without a question, and a piece field never asks', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(<Stepper onChange={onChange} askGrams />);
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '99,9{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(99.9);
    unmount();
    render(<Stepper onChange={onChange} step={1} />);
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '500{Enter}');
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(onChange).toHaveBeenLastCalledWith(500);
  });

  it('drops the question with Escape, back to the quantity it had', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} askGrams />);
    const field = screen.getByRole('textbox');
    await user.clear(field);
    await user.type(field, '250');
    await user.tab();
    await user.click(field);
    await user.keyboard('{Escape}');
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(field).toHaveValue('1');
    expect(onChange).not.toHaveBeenCalled();
  });
});
