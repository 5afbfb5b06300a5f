import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api-client';
import { apiPath } from '@shared/api-path';

/**
 * The public offer page's answer (the server's zod contract is `publicWaitlistOfferSchema`), checked with the valibot
 * functions the other public pages already load, so a vendor opening the link from a text message downloads no more.
 */
const offerAnswer = v.object({
  status: v.picklist(['open', 'accepted', 'declined', 'lapsed', 'withdrawn']),
  marketDate: v.string(),
  vendorName: v.string(),
  spaceLabel: v.string(),
  deadline: v.string(),
});
export type OfferAnswer = v.InferOutput<typeof offerAnswer>;

const offerKey = (code: string) => ['public-waitlist', code] as const;

export const usePublicOffer = (code: string) =>
  useQuery({
    queryKey: offerKey(code),
    queryFn: ({ signal }) => api.get(apiPath('/api/public-waitlist/{code}', { code }), offerAnswer, { signal }),
    retry: false,
    meta: { globalErrorToast: false },
  });

/** POST /api/public-waitlist/{code}/accept or /decline; the answer is the offer as it now stands. */
export function useAnswerOffer(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) =>
      api.post(apiPath(`/api/public-waitlist/{code}/${accept ? 'accept' : 'decline'}`, { code }), offerAnswer),
    meta: { globalErrorToast: false },
    onSuccess: (answer) => client.setQueryData(offerKey(code), answer),
  });
}
