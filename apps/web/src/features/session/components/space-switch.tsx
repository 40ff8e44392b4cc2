import { showToast } from '../../../lib/toast';
import { preferencesStore } from '../preferences-store';
import { isPendingPro, isProUser, PRO_PENDING_MESSAGE } from '../session-user';
import type { Space } from '../space-cookie';
import { useSession } from '../use-session';

const OPTIONS: { space: Space; label: string }[] = [
  { space: 'particulier', label: 'Particulier' },
  { space: 'pro', label: 'Professionnel' },
];

/**
 * "Particulier / Professionnel": changes the prices shown (TTC or HT) and which pages are open. A
 * signed-in pro has no switch: they are always in the pro space (effectiveSpace).
 */
export function SpaceSwitch({ onChange }: { onChange?: (space: Space) => void }) {
  const { user, space } = useSession();
  if (isProUser(user)) return null;

  function choose(next: Space) {
    if (next === space) return;
    if (next === 'pro' && user && !isProUser(user)) {
      // A pro account waiting for approval is told why, rather than that it is no pro.
      const why = isPendingPro(user)
        ? PRO_PENDING_MESSAGE
        : 'L’espace professionnel est réservé aux comptes professionnels.';
      void showToast('info', why);
      return;
    }
    preferencesStore.setSpace(next);
    onChange?.(next);
  }

  return (
    <fieldset className="flex rounded-lg border border-gray-300 bg-white p-0.5 text-sm">
      <legend className="sr-only">Espace</legend>
      {OPTIONS.map((option) => (
        <button
          key={option.space}
          type="button"
          aria-pressed={space === option.space}
          onClick={() => choose(option.space)}
          className={`min-h-11 flex-1 rounded-md px-3 font-medium whitespace-nowrap ${
            space === option.space ? 'bg-primary-700 text-white' : 'text-gray-700 hover:bg-gray-100'
          }`}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
