import * as english from '@shared/admin-users-messages';
import { bindShared } from '../shared-messages';

/** @shared/admin-users-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { ADMIN_USERS_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/admin-users-messages'),
  (module) => {
    ({ ADMIN_USERS_MSG } = module);
  },
);
