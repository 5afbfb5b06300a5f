import * as english from '@shared/request-messages';
import { bindShared } from '../shared-messages';

/** @shared/request-messages in the reader's language (see ../shared-messages.ts). */
export let { REQUESTS_MSG } = bindShared('request-messages', english, (module) => {
  ({ REQUESTS_MSG } = module);
});
