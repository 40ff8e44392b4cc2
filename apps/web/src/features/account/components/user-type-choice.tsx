import { USER_TYPE } from '@boucherie/contract';
import { FieldError } from '../../../components/ui/field-error';

type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

const CHOICES: { value: UserType; label: string; help: string }[] = [
  { value: USER_TYPE.particulier, label: 'Particulier', help: 'Retrait en boutique ou livraison, prix TTC.' },
  {
    value: USER_TYPE.pro,
    label: 'Professionnel',
    help: 'Restaurants, traiteurs, commerces\u00a0: prix HT et livraison, une fois votre compte validé par la boutique.',
  },
];

type Props = { value: UserType; onChange: (value: UserType) => void; error?: string | undefined };

/** "Particulier ou professionnel": two large radio cards; the pro fields appear for a pro. */
export function UserTypeChoice({ value, onChange, error }: Props) {
  return (
    <fieldset aria-describedby={error ? 'userType-error' : undefined}>
      <legend className="mb-2 font-medium text-gray-900">Vous êtes</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 ${
              value === choice.value ? 'border-primary-700 bg-primary-50' : 'border-gray-300 bg-white'
            }`}
          >
            <input
              type="radio"
              name="userType"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1 size-5 shrink-0 accent-primary-700"
            />
            <span>
              <span className="block font-semibold text-gray-900">{choice.label}</span>
              <span className="block text-sm text-gray-700">{choice.help}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id="userType-error" message={error} />
    </fieldset>
  );
}
