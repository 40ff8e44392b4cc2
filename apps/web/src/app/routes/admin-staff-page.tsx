import { useState } from 'react';
import { LoadError } from '../../components/ui/load-error';
import { LoadingBlocks } from '../../components/ui/loading-blocks';
import { useAdminMe } from '../../features/admin-session/api/get-admin-me';
import { useCreateStaff } from '../../features/admin-staff/api/create-staff';
import { useStaff } from '../../features/admin-staff/api/get-staff';
import { useSecuritySettings } from '../../features/admin-staff/api/security-settings';
import { StaffForm } from '../../features/admin-staff/components/staff-form';
import { StaffList } from '../../features/admin-staff/components/staff-list';
import { TwoFactorRequirement } from '../../features/admin-staff/components/two-factor-requirement';
import { useSession } from '../../features/session/use-session';
import { showToast } from '../../lib/toast';
import { AdminPage } from './admin-page';

/** /admin/staff: the owner opens, changes and revokes the back office's accesses. */
export function AdminStaffPage() {
  const staff = useStaff();
  const shops = useAdminMe().data?.shops ?? [];
  const me = useSession().user;
  const create = useCreateStaff();
  const security = useSecuritySettings();
  // A new form after each creation: empty fields for the next person.
  const [formKey, setFormKey] = useState(0);

  return (
    <AdminPage title="Personnel" width="max-w-5xl">
      <section aria-labelledby="new-access" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
        <h2 id="new-access" className="mb-1 text-xl font-bold">
          Ouvrir un accès
        </h2>
        <p className="mb-3 text-gray-700">
          La personne reçoit par e-mail un lien pour choisir son mot de passe, puis se connecte avec son adresse.
        </p>
        <StaffForm
          key={formKey}
          shops={shops}
          submitLabel="Créer l’accès"
          busy={create.isPending}
          onSubmit={async (values) => {
            const member = await create.mutateAsync(values);
            setFormKey((k) => k + 1);
            void showToast(
              'success',
              `Accès créé pour ${member.firstName} ${member.lastName}\u00a0: le lien est parti à ${member.email}.`,
            );
          }}
        />
      </section>
      <section aria-labelledby="security-title" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
        <h2 id="security-title" className="mb-3 text-xl font-bold">
          Double authentification
        </h2>
        {security.data ? (
          <TwoFactorRequirement settings={security.data} />
        ) : security.isError ? (
          <LoadError message="Le réglage n’a pas pu être chargé." onRetry={() => void security.refetch()} />
        ) : (
          <div aria-busy="true" className="h-16 animate-pulse rounded-lg bg-gray-200" />
        )}
      </section>
      <section aria-labelledby="accesses" className="flex flex-col gap-3">
        <h2 id="accesses" className="text-xl font-bold">
          Les accès
        </h2>
        {staff.isError ? (
          <LoadError message="La liste du personnel n’a pas pu être chargée." onRetry={() => void staff.refetch()} />
        ) : staff.data ? (
          <StaffList members={staff.data.items} shops={shops} meEmail={me?.email ?? null} />
        ) : (
          <LoadingBlocks label="Chargement du personnel…" blocks={['h-48 animate-pulse rounded-xl bg-gray-200']} />
        )}
      </section>
    </AdminPage>
  );
}
