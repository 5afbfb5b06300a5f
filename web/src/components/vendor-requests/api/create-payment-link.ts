import { shortCodeAnswer } from '@shared/schemas/public-payments-answers';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

/** POST /api/public-payments/create-shortcode: a payment page for one of the vendor's requests, then /p/{shortCode}. */
export const createPaymentLink = (spaceRequestId: string) =>
  api
    .post(apiPath('/api/public-payments/create-shortcode'), shortCodeAnswer, { spaceRequestId, skipMessage: true })
    .then(({ shortCode }) => paths.payment(shortCode));
