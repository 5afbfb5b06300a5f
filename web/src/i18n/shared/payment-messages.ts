import * as english from '@shared/payment-messages';
import { bindShared } from '../shared-messages';

/** @shared/payment-messages in the reader's language (see ../shared-messages.ts). Every name of the module is kept, used or not: @public */
export let { PAY_MSG, PAY_RULE_MSG } = bindShared(
  english,
  () => import('@shared/locales/es/payment-messages'),
  (module) => {
    ({ PAY_MSG, PAY_RULE_MSG } = module);
  },
);
