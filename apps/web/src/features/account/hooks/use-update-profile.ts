import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';
import { ME_QUERY_KEY } from '../../session';
import { updateProfile } from '../api/update-profile';
import { savedMessage } from '../lib/contact-changes';
import { MESSAGES } from '../lib/messages';

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
