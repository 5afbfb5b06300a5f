import * as english from '@shared/first-run-messages';
import { bindShared } from '../shared-messages';

/** @shared/first-run-messages in the reader's language (see ../shared-messages.ts). */
export let { FIRST_RUN_MSG } = bindShared('first-run-messages', english, (module) => {
  ({ FIRST_RUN_MSG } = module);
});
