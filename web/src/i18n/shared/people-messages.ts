import * as english from '@shared/people-messages';
import { bindShared } from '../shared-messages';

/** @shared/people-messages in the reader's language (see ../shared-messages.ts). */
export let { PEOPLE_MSG } = bindShared('people-messages', english, (module) => {
  ({ PEOPLE_MSG } = module);
});
