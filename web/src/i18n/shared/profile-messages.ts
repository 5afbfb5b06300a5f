import * as english from '@shared/profile-messages';
import { bindShared } from '../shared-messages';

/** @shared/profile-messages in the reader's language (see ../shared-messages.ts). */
export let { PROFILE_MSG, imageLimitMessage } = bindShared('profile-messages', english, (module) => {
  ({ PROFILE_MSG, imageLimitMessage } = module);
});
