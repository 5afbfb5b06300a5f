import * as english from '@shared/public-map-messages';
import { bindShared } from '../shared-messages';

/** @shared/public-map-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { MAP_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/public-map-messages'),
  (module) => {
    ({ MAP_MSG } = module);
  },
);
