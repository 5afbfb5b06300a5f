import * as english from '@shared/profile-messages';
import { bindShared } from '../shared-messages';

/** @shared/profile-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { PROFILE_MSG, imageLimitMessage } = bindShared(
  english,
  () => import('@shared/locales/es/profile-messages'),
  (module) => {
    ({ PROFILE_MSG, imageLimitMessage } = module);
  },
);
