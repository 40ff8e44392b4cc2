import type { UpdateProfileRequest } from '@boucherie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { ME_QUERY_KEY } from '../../session';
import { savedMessage } from '../lib/contact-changes';
import { MESSAGES } from '../lib/messages';

export type ProfileUpdate = z.output<typeof UpdateProfileRequest>;

/** PUT /api/accounts: the user as saved. */
export function updateProfile(body: ProfileUpdate) {
  return api.call('PUT /api/accounts', { body, quietStatuses: [400] });
}

/**
 * Saves the profile; the session's user becomes the saved one, and the toast says where a code or a link
 * went for a new mobile or e-mail. Errors are the form's to show.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user, sent) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      void showToast('success', savedMessage(user, sent, MESSAGES.successUpdate));
    },
  });
}
