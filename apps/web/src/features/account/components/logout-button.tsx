import { useLogout } from '../api/logout';
import { SubmitButton } from './submit-button';

export function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const logout = useLogout();
  return (
    <SubmitButton
      type="button"
      variant="secondary"
      busy={logout.isPending}
      busyLabel="Déconnexion…"
      className="self-start"
      onClick={() =>
        logout.mutateAsync().then(onLoggedOut, () => {
          // the hook told why
        })
      }
    >
      Se déconnecter
    </SubmitButton>
  );
}
