import { isPendingPro, PRO_PENDING_MESSAGE } from '../session-user';
import { useSession } from '../use-session';

/** Tells a pro account waiting for the shop's approval why it sees particulier prices; nothing for anyone else. */
export function ProPendingNotice({ className = '' }: { className?: string }) {
  const { user } = useSession();
  if (!isPendingPro(user)) return null;
  return (
    <p className={`rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900 ${className}`}>
      <span aria-hidden="true" className="mr-1">
        ⏳
      </span>
      {PRO_PENDING_MESSAGE}
    </p>
  );
}
