import * as english from '@shared/space-request-rules';
import { bindShared } from '../shared-messages';

export * from '@shared/space-request-rules';

/**
 * @shared/space-request-rules with RULE_MESSAGES in the reader's language (see ../shared-messages.ts). Code that
 * compares a decision's reason with a message keeps importing @shared/space-request-rules: decide() answers English.
 */
export let { RULE_MESSAGES } = bindShared(
  { RULE_MESSAGES: english.RULE_MESSAGES },
  () => import('@shared/locales/es/space-request-rules'),
  (module) => {
    ({ RULE_MESSAGES } = module);
  },
);
