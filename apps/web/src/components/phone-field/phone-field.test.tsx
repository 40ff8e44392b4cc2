import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField, type PhoneFieldProps } from './phone-field';
import type { PhoneInputResult } from './phone-number';

// The shop's own configuration, as the account forms will pass it.
const SHOP = {
  onlyCountries: ['FR', 'LU', 'BE', 'DE'],
  preferredCountries: ['FR'],
  validCharactersOnly: true,
} as const;

function setup(props: Partial<PhoneFieldProps> = {}) {
  const onChange = vi.fn<(result: PhoneInputResult) => void>();
  const user = userEvent.setup();
  render(<PhoneField label="Téléphone mobile" {...SHOP} onChange={onChange} {...props} />);
  const input = screen.getByRole('textbox', { name: /Téléphone mobile/ }) as HTMLInputElement;
  const last = () => onChange.mock.lastCall?.[0] as PhoneInputResult;
  return { user, input, onChange, last };
}

const countryButton = () => screen.getByRole('button', { name: /^Pays/ });

describe('PhoneField: reading the number', () => {
  it('switches to Belgium for "+32 470 12 34 56" and gives its E.164 form', async () => {
    const { user, input, last } = setup();
    expect(countryButton()).toHaveAccessibleName('Pays\u00a0: France, +33');
    await user.type(input, '+32470123456');
    expect(countryButton()).toHaveAccessibleName('Pays\u00a0: Belgique, +32');
    expect(input).toHaveValue('+32 470 12 34 56');
    expect(last()).toEqual({
      country: { iso2: 'BE', name: 'Belgique', dialCode: '32' },
      countryCode: 'BE',
      formatted: '+32 470 12 34 56',
      valid: true,
      possible: true,
      nationalNumber: '470123456',
      e164: '+32470123456',
      error: undefined,
    });
  });

  it('reads "00" as international too', async () => {
    const { user, input, last } = setup();
    await user.type(input, '0032470123456');
    expect(countryButton()).toHaveAccessibleName('Pays\u00a0: Belgique, +32');
    expect(last()).toMatchObject({ valid: true, e164: '+32470123456' });
  });

  it('reads a number without "+" in the selected country and shows it nationally in auto mode', async () => {
    const { user, input, last } = setup();
    await user.type(input, '0612345678');
    expect(input).toHaveValue('06 12 34 56 78');
    expect(last()).toMatchObject({ countryCode: 'FR', valid: true, e164: '+33612345678', nationalNumber: '612345678' });
  });

  it('makes a number from a country not allowed invalid, and says so at once', async () => {
    const { user, input, last } = setup();
    await user.type(input, '+447400123456');
    expect(last()).toMatchObject({ valid: false, countryCode: 'GB', error: 'COUNTRY_NOT_ALLOWED' });
    expect(countryButton()).toHaveAccessibleName('Pays\u00a0: France, +33');
    expect(input).toHaveAccessibleDescription(
      'Les numéros de ce pays ne sont pas acceptés. Pays acceptés\u00a0: France, Allemagne, Belgique et Luxembourg.',
    );
  });

  it('makes a number of an ignored country invalid', async () => {
    const { user, input, last } = setup({ onlyCountries: undefined, ignoredCountries: ['DE'] });
    await user.type(input, '+4915123456789');
    expect(last()).toMatchObject({ valid: false, countryCode: 'DE', error: 'COUNTRY_NOT_ALLOWED' });
    expect(input).toHaveAccessibleDescription('Les numéros de ce pays ne sont pas acceptés.');
  });
});

describe('PhoneField: output modes', () => {
  it.each([
    ['national', '0470 12 34 56'],
    ['international', '+32 470 12 34 56'],
    ['e164', '+32470123456'],
    ['rfc3966', 'tel:+32470123456'],
    ['idd', '00 32 470 12 34 56'],
    ['auto', '+32 470 12 34 56'],
  ] as const)('%s shows and gives %s', async (mode, shown) => {
    const { user, input, last } = setup({ mode, defaultCountry: 'FR' });
    await user.type(input, '+32470123456');
    expect(input).toHaveValue(shown);
    expect(last()).toMatchObject({ formatted: shown, e164: '+32470123456' });
  });

  it('auto shows a number typed without "+" nationally', async () => {
    const { user, input } = setup({ mode: 'auto' });
    await user.type(input, '0612345678');
    expect(input).toHaveValue('06 12 34 56 78');
  });

  it('international shows a national entry with its calling code', async () => {
    const { user, input } = setup({ mode: 'international' });
    await user.type(input, '0612345678');
    expect(input).toHaveValue('+33 6 12 34 56 78');
  });

  it('reformats on leaving the field, not while the caret is inside the text', async () => {
    const { user, input } = setup({ mode: 'national' });
    await user.type(input, '061234567');
    await user.type(input, '8', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('0681234567');
    await user.tab();
    expect(input).toHaveValue('06 81 23 45 67');
  });
});

describe('PhoneField: what the input takes', () => {
  it('takes 25 characters by default', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('maxLength', '25');
    await user.type(input, `+999${'1'.repeat(30)}`);
    expect(input).toHaveValue(`+999${'1'.repeat(21)}`);
  });

  it('takes another maximum length', async () => {
    const { user, input } = setup({ maxLength: 12 });
    expect(input).toHaveAttribute('maxLength', '12');
    fireEvent.change(input, { target: { value: '06 12 34 56 78' } });
    expect(input).toHaveValue('06 12 34 56 ');
    await user.clear(input);
    await user.type(input, '0612345678');
    expect(input).toHaveValue('06 12 34 56 78'); // the reformatted number may be longer than what is typed
  });

  it('drops other characters than digits, spaces, parentheses, plus and hyphen, typed or pasted', async () => {
    const { user, input } = setup({ validCharactersOnly: true });
    await user.type(input, 'a+3b3 (0)6-1.2');
    expect(input).toHaveValue('+33 (0)6-12');
    await user.clear(input);
    await user.click(input);
    await user.paste('tél. 06/12/34/56/78');
    expect(input).toHaveValue('06 12 34 56 78');
  });

  it('keeps any character without validCharactersOnly, and says it is not a number', async () => {
    const { user, input, last } = setup({ validCharactersOnly: false });
    await user.type(input, 'abc');
    expect(input).toHaveValue('abc');
    expect(last().error).toBe('NOT_A_NUMBER');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Ce n’est pas un numéro de téléphone\u00a0: saisissez des chiffres.');
  });

  it('refuses a change that does not match the custom pattern', async () => {
    const { user, input } = setup({ validCharactersOnly: false, pattern: /^[\d ]*$/ });
    await user.type(input, '06 x1+2');
    expect(input).toHaveValue('06 12');
  });
});

describe('PhoneField: errors', () => {
  it.each([
    ['abc', 'NOT_A_NUMBER', 'Ce n’est pas un numéro de téléphone\u00a0: saisissez des chiffres.'],
    ['+999 1234', 'INVALID_COUNTRY', 'Indicatif de pays inconnu\u00a0: vérifiez le début du numéro.'],
    ['06 12', 'TOO_SHORT', 'Le numéro est trop court.'],
    ['06 12 34 56 78 90', 'TOO_LONG', 'Le numéro est trop long.'],
  ])('"%s" gives %s, shown in French once the field is left', async (text, code, message) => {
    const { user, input, last } = setup({ validCharactersOnly: false });
    await user.type(input, text);
    expect(last().error).toBe(code);
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(message);
    expect(error?.querySelector('svg')).not.toBeNull(); // an icon with the text, not colour alone
    expect(input.validationMessage).toBe(message);
  });

  it('waits until the field is left before saying a number is too short', async () => {
    const { user, input } = setup();
    await user.type(input, '06');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('sets the custom invalid message with setCustomValidity, and clears it once valid', async () => {
    const { user, input } = setup({ invalidMessage: 'Saisissez un numéro de mobile valide.' });
    const spy = vi.spyOn(input, 'setCustomValidity');
    await user.type(input, '061');
    expect(spy).toHaveBeenLastCalledWith('Saisissez un numéro de mobile valide.');
    expect(input.validity.valid).toBe(false);
    expect(input.validationMessage).toBe('Saisissez un numéro de mobile valide.');
    await user.type(input, '2345678');
    expect(spy).toHaveBeenLastCalledWith('');
    expect(input.validity.valid).toBe(true);
  });

  it('shows the errors when the form is sent', () => {
    render(
      <form>
        <PhoneField label="Téléphone" {...SHOP} defaultValue="06 12" />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Téléphone' }) as HTMLInputElement;
    expect(input).not.toHaveAttribute('aria-invalid');
    act(() => {
      expect(input.checkValidity()).toBe(false);
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Le numéro est trop court.');
  });

  it('shows an error from elsewhere (the server)', () => {
    render(<PhoneField label="Téléphone" {...SHOP} error="Ce numéro est déjà utilisé." />);
    const input = screen.getByRole('textbox', { name: 'Téléphone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Ce numéro est déjà utilisé.');
  });
});

describe('PhoneField: value, label and form', () => {
  it('links its label, help and id, marks it required and posts E.164 under its name', async () => {
    const { user, input } = setup({
      id: 'mobile',
      name: 'phoneNumber',
      required: true,
      help: 'Nous y envoyons le code d’activation.',
    });
    expect(input).toHaveAttribute('id', 'mobile');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAccessibleDescription('Nous y envoyons le code d’activation.');
    await user.type(input, '+32470123456');
    expect(document.querySelector('input[type=hidden][name=phoneNumber]')).toHaveValue('+32470123456');
  });

  it('starts from a default value (uncontrolled), formatted, in its country', () => {
    render(<PhoneField label="Téléphone" {...SHOP} defaultValue="+352621123456" />);
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('+352 621 123 456');
    expect(countryButton()).toHaveAccessibleName('Pays\u00a0: Luxembourg, +352');
  });

  it('follows a controlled value and hands back E.164', async () => {
    const seen: string[] = [];
    function Form() {
      const [phone, setPhone] = useState('+33612345678');
      return (
        <>
          <PhoneField
            label="Téléphone"
            {...SHOP}
            value={phone}
            onChange={(result) => {
              seen.push(result.e164);
              setPhone(result.e164);
            }}
          />
          <button type="button" onClick={() => setPhone('+4915123456789')}>
            Reprendre le numéro du profil
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Téléphone' });
    expect(input).toHaveValue('+33 6 12 34 56 78'); // E.164 starts with "+": international in auto mode
    await user.clear(input);
    await user.type(input, '0470123456');
    expect(input).toHaveValue('04 70 12 34 56');
    expect(seen.at(-1)).toBe('+33470123456');
    await user.click(screen.getByRole('button', { name: 'Reprendre le numéro du profil' }));
    expect(input).toHaveValue('+49 1512 3456789');
    expect(countryButton()).toHaveAccessibleName('Pays\u00a0: Allemagne, +49');
  });
});

describe('PhoneField: default country', () => {
  it('comes from the browser language when allowed (fr-BE → Belgium)', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-BE', 'fr']);
    setup();
    expect(countryButton()).toHaveAccessibleName('Pays\u00a0: Belgique, +32');
  });

  it('falls back to the first preferred country', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    setup({ preferredCountries: ['LU', 'FR'] });
    expect(countryButton()).toHaveAccessibleName('Pays\u00a0: Luxembourg, +352');
  });

  it('falls back to the first of the list without preferred countries', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    setup({ preferredCountries: undefined });
    expect(countryButton()).toHaveAccessibleName('Pays\u00a0: Allemagne, +49');
  });

  it('can be given, and sends no request to find it', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    setup({ defaultCountry: 'de' });
    expect(countryButton()).toHaveAccessibleName('Pays\u00a0: Allemagne, +49');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
