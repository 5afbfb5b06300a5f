import { msg } from '@lingui/core/macro';
import { MSG } from '@/i18n/shared/messages';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import type { ReviewAction } from '@/lib/content-review';

/** An image's kind as people read it: render with `i18n._(IMAGE_TYPE_LABELS[type])`. */
export const IMAGE_TYPE_LABELS = { logo: msg`Logo`, booth: msg`Booth photo`, product: msg`Product photo` } as const;

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
