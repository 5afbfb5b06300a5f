import { MSG } from '@shared/messages';
import { PROFILE_MSG } from '@shared/profile-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import type { ReviewAction } from '@/lib/content-review';

export const IMAGE_TYPE_LABELS = { logo: 'Logo', booth: 'Booth photo', product: 'Product photo' } as const;

export const reviewedTitle = (action: ReviewAction) =>
  action === 'approve' ? PROFILE_MSG.approved : PROFILE_MSG.rejected;

export const notifyReviewFailed = (action: ReviewAction, error: unknown) =>
  notify.error(
    MSG.errorTitle,
    errorMessage(error, action === 'approve' ? PROFILE_MSG.approveFailed : PROFILE_MSG.rejectFailed),
  );

/** The toasts after approving or rejecting one item. */
export const reviewToasts = (action: ReviewAction, name: string) => ({
  onSuccess: () => notify.success(reviewedTitle(action), name),
  onError: (error: unknown) => notifyReviewFailed(action, error),
});
