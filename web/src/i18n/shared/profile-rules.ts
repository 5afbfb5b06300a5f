import * as english from '@shared/profile-rules';
import { bindShared } from '../shared-messages';

export * from '@shared/profile-rules';

/**
 * @shared/profile-rules with its words in the reader's language (see ../shared-messages.ts): the month names and the
 * labels of the stored categories and certifications. PRODUCT_CATEGORIES and CERTIFICATIONS stay the stored values.
 * Every name is kept, used or not: @public
 */
export let {
  MONTH_NAMES,
  monthName,
  PRODUCT_CATEGORY_LABELS,
  CERTIFICATION_LABELS,
  productCategoryLabel,
  certificationLabel,
} = bindShared(
  {
    MONTH_NAMES: english.MONTH_NAMES,
    monthName: english.monthName,
    PRODUCT_CATEGORY_LABELS: english.PRODUCT_CATEGORY_LABELS,
    CERTIFICATION_LABELS: english.CERTIFICATION_LABELS,
    productCategoryLabel: english.productCategoryLabel,
    certificationLabel: english.certificationLabel,
  },
  () => import('@shared/locales/es/profile-rules'),
  (module) => {
    ({
      MONTH_NAMES,
      monthName,
      PRODUCT_CATEGORY_LABELS,
      CERTIFICATION_LABELS,
      productCategoryLabel,
      certificationLabel,
    } = module);
  },
);
