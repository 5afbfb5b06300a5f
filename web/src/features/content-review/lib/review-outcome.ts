import { MSG } from '@shared/messages';
import { PROFILE_MSG } from '@shared/profile-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import type { ReviewAction } from '../api/content-review';

/** The toasts after approving or rejecting one item. */
export const reviewToasts = (action: ReviewAction, name: string) => ({
  onSuccess: () => notify.success(action === 'approve' ? PROFILE_MSG.approved : PROFILE_MSG.rejected, name),
  onError: (error: unknown) =>
    notify.error(
      MSG.errorTitle,
      errorMessage(error, action === 'approve' ? PROFILE_MSG.approveFailed : PROFILE_MSG.rejectFailed),
    ),
});
