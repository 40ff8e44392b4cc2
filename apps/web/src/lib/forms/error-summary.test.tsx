import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TextField } from '../../components/ui/text-field';
import { summaryTitle } from './error-summary';
import { Form } from './form';
import { useZodForm } from './use-zod-form';

const Schema = z.object({
  name: z.string().trim().min(1, { error: 'Saisissez le nom.' }),
  address: z.object({ postcode: z.string().regex(/^\d{5}$/, { error: 'Code postal invalide.' }) }),
});
type Values = { name: string; address: { postcode: string } };

/** A form of the house, whose « server » refuses the post code 75001 as a 400 would. */
function Sample({ onSent }: { onSent: () => void }) {
  const form = useZodForm<Values, typeof Schema>(Schema, { name: '', address: { postcode: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (values.address.postcode === '75001') {
      form.setError('address.postcode', { type: 'server', message: 'Nous ne livrons pas ce code postal.' });
      return;
    }
    onSent();
  });
  return (
    <Form form={form} onSubmit={submit}>
      <TextField id="name" label="Nom" registration={form.register('name')} error={errors.name?.message} />
      <TextField
        id="postcode"
        label="Code postal"
        registration={form.register('address.postcode')}
        error={errors.address?.postcode?.message}
      />
      <button type="submit">Envoyer</button>
    </Form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const summary = () => screen.queryByRole('alert', { name: /à corriger$/ });

describe('the error summary', () => {
  it('counts in French', () => {
    expect(summaryTitle(1)).toBe('1\u00a0erreur à corriger');
    expect(summaryTitle(2)).toBe('2\u00a0erreurs à corriger');
  });

  it('sums up a refused submit, takes the focus, and links each message to its field', async () => {
    const user = userEvent.setup();
    let sent = 0;
    render(<Sample onSent={() => sent++} />);
    // Typing speaks under the field only: the summary waits for a submit.
    await user.type(field('Code postal'), '5');
    expect(await screen.findByText('Code postal invalide.')).toBeInTheDocument();
    expect(summary()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const box = await screen.findByRole('alert', { name: '2\u00a0erreurs à corriger' });
    await waitFor(() => expect(box).toHaveFocus());
    const links = within(box).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Saisissez le nom.', 'Code postal invalide.']);
    await waitFor(() => expect(links[1]).toHaveAttribute('href', '#postcode'));
    // The message stays under its field too, tied to it.
    expect(field('Code postal')).toHaveAccessibleDescription('Code postal invalide.');

    await user.click(within(box).getByRole('link', { name: 'Code postal invalide.' }));
    expect(field('Code postal')).toHaveFocus();
    await user.type(field('Code postal'), '7000');
    expect(await screen.findByRole('alert', { name: '1\u00a0erreur à corriger' })).toBeInTheDocument();
    await user.type(field('Nom'), 'Thirion');
    await waitFor(() => expect(summary()).not.toBeInTheDocument());
    // Broken again while typing: the summary comes back, the focus stays where the person types.
    await user.clear(field('Nom'));
    expect(await screen.findByRole('alert', { name: '1\u00a0erreur à corriger' })).toBeInTheDocument();
    expect(field('Nom')).toHaveFocus();
    expect(sent).toBe(0);
  });

  it('sums up the server’s refusal of a field as it does its own checks', async () => {
    const user = userEvent.setup();
    let sent = 0;
    render(<Sample onSent={() => sent++} />);
    await user.type(field('Nom'), 'Thirion');
    await user.type(field('Code postal'), '75001');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const box = await screen.findByRole('alert', { name: '1\u00a0erreur à corriger' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(box).getByRole('link', { name: 'Nous ne livrons pas ce code postal.' })).toBeInTheDocument();
    expect(field('Code postal')).toHaveAccessibleDescription('Nous ne livrons pas ce code postal.');

    await user.clear(field('Code postal'));
    await user.type(field('Code postal'), '57000');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sent).toBe(1));
    expect(summary()).not.toBeInTheDocument();
  });
});
