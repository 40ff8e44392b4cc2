import { UpdateProfileRequest, type User } from '@boucherie/contract';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { applyServerErrors } from '../../../lib/forms/server-errors';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showToast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { MESSAGES } from '../lib/messages';
import {
  PROFILE_FIELDS,
  type ProfileFormValues,
  profileFromUser,
  type ShopOption,
  withoutHiddenFields,
} from '../lib/profile-form';
import { FormAlert } from './form-alert';
import { ProfileFields } from './profile-fields';
import { SubmitButton } from './submit-button';

/** Every field of the account, as saved; "Enregistrer" sends them all (PUT /api/accounts). */
export function ProfileForm({ user, shops }: { user: User; shops: readonly ShopOption[] }) {
  const form = useZodForm<ProfileFormValues, typeof UpdateProfileRequest>(
    UpdateProfileRequest,
    profileFromUser(user),
    withoutHiddenFields,
  );
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string>();
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = await update.mutateAsync(values);
      form.reset(profileFromUser(saved));
    } catch (error) {
      const other = applyServerErrors(error, PROFILE_FIELDS, form.setError, MESSAGES.errorUpdate);
      setFormError(other);
      // A 5xx already has the API client's toast.
      if (!isApiError(error) || error.status < 500) void showToast('error', other ?? MESSAGES.errorUpdate);
    }
  }, focusFirstInvalid);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <ProfileFields shops={shops} />
        <FormAlert>{formError}</FormAlert>
        <SubmitButton busy={isSubmitting} busyLabel="Enregistrement…" className="w-full sm:w-auto sm:self-start">
          Enregistrer
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
