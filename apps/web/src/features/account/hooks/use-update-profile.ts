import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';
import { ME_QUERY_KEY } from '../../session/api/get-me';
import { updateProfile } from '../api/update-profile';
import { MESSAGES } from '../lib/messages';

/** Saves the profile; the session's user becomes the saved one. Errors are the form's to show. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      void showToast('success', MESSAGES.successUpdate);
    },
  });
}
