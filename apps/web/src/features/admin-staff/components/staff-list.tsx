import type { StaffMember } from '@boucherie/contract';
import { useState } from 'react';
import { ConfirmInline } from '../../../components/ui/confirm-inline';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useInviteStaff } from '../api/invite-staff';
import { useRevokeStaff } from '../api/revoke-staff';
import { useUpdateStaff } from '../api/update-staff';
import type { AdminShop } from '../lib/staff-form-values';
import { StaffForm } from './staff-form';

const secondary =
  'inline-flex min-h-12 items-center rounded-lg border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-100 disabled:cursor-wait';
const danger =
  'inline-flex min-h-12 items-center rounded-lg bg-red-800 px-5 font-semibold text-white hover:bg-red-900 disabled:cursor-wait disabled:bg-gray-500';

const fullName = (m: StaffMember) => `${m.firstName} ${m.lastName}`.trim() || m.email;

function AccessState({ member }: { member: StaffMember }) {
  if (member.revokedAt) return <p className="text-gray-800">Accès révoqué le {formatDateTime(member.revokedAt)}</p>;
  if (!member.hasPassword) {
    return <p className="font-semibold text-amber-900">En attente&nbsp;: mot de passe pas encore choisi</p>;
  }
  return (
    <>
      <p className="text-gray-700">
        {member.lastLoginAt
          ? `Dernière connexion le ${formatDateTime(member.lastLoginAt)}`
          : 'Aucune connexion récente'}
      </p>
      <p className="text-gray-700">
        Double authentification&nbsp;: {member.twoFactorEnabled ? 'activée' : 'non activée'}
      </p>
    </>
  );
}

function StaffCard({ member, shops, isMe }: { member: StaffMember; shops: AdminShop[]; isMe: boolean }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateStaff(member.id);
  const revoke = useRevokeStaff(member.id);
  const invite = useInviteStaff(member.id);
  const name = fullName(member);
  const titleId = `staff-${member.id}`;
  const live = !member.revokedAt;

  async function onRevoke() {
    try {
      await revoke.mutateAsync();
      void showToast('success', `L’accès de ${name} est révoqué\u00a0: ses sessions sont fermées.`);
    } catch (error) {
      void showToast('error', error instanceof Error ? error.message : 'L’accès n’a pas pu être révoqué.');
    }
  }

  async function onInvite() {
    try {
      await invite.mutateAsync();
      void showToast('success', `Un nouveau lien a été envoyé à ${member.email}.`);
    } catch (error) {
      void showToast('error', error instanceof Error ? error.message : 'Le lien n’a pas pu être envoyé.');
    }
  }

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={`flex flex-col gap-3 rounded-xl p-4 ring-1 ${live ? 'bg-white ring-gray-200' : 'bg-gray-50 ring-gray-300'}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-0.5">
            <h3 id={titleId} className="text-xl font-bold text-gray-900">
              {name}
              {isMe && <span className="ms-2 text-base font-normal text-gray-700">(vous)</span>}
            </h3>
            <p className="break-all text-gray-800">{member.email}</p>
            <p className="text-gray-900">
              <span className="font-semibold">{member.role === 'admin' ? 'Gérant' : 'Personnel'}</span>
              {' · '}
              {member.role === 'admin'
                ? 'toutes les boutiques'
                : member.shops.map((s) => s.name).join(', ') || 'aucune boutique'}
            </p>
            <AccessState member={member} />
          </div>
          {live && !editing && (
            <div className="flex flex-wrap gap-2">
              <button type="button" onClick={() => setEditing(true)} className={secondary}>
                Modifier<span className="sr-only"> {name}</span>
              </button>
              <button type="button" disabled={invite.isPending} onClick={() => void onInvite()} className={secondary}>
                {member.hasPassword ? 'Lien pour changer de mot de passe' : 'Renvoyer le lien'}
                <span className="sr-only"> à {name}</span>
              </button>
              {!isMe && (
                <ConfirmInline
                  triggerLabel={`Révoquer l’accès de ${name}`}
                  triggerClassName={secondary}
                  question={`Révoquer l’accès de ${name}\u00a0?`}
                  detail={`Ses sessions se ferment tout de suite et ${member.email} ne pourra plus se connecter. Vous pourrez rouvrir l’accès en le recréant.`}
                  busy={revoke.isPending}
                  confirm={
                    <button
                      type="button"
                      disabled={revoke.isPending}
                      onClick={() => void onRevoke()}
                      className={danger}
                    >
                      Révoquer
                    </button>
                  }
                />
              )}
            </div>
          )}
        </div>
        {editing && (
          <StaffForm
            shops={shops}
            member={member}
            submitLabel="Enregistrer"
            busy={update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={async ({ firstName, lastName, role, shopIds }) => {
              await update.mutateAsync({ firstName, lastName, role, shopIds });
              setEditing(false);
              void showToast('success', `L’accès de ${firstName} ${lastName} est modifié.`);
            }}
          />
        )}
      </article>
    </li>
  );
}

type Props = { members: StaffMember[]; shops: AdminShop[]; meEmail: string | null };

/** The accesses, live ones first; each with its changes, its link sent again, its revocation. */
export function StaffList({ members, shops, meEmail }: Props) {
  return (
    <ul className="flex flex-col gap-3">
      {members.map((member) => (
        <StaffCard key={member.id} member={member} shops={shops} isMe={member.email === meEmail} />
      ))}
    </ul>
  );
}
