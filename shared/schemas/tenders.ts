/** Sales by tender and token reimbursement: the tender list setting and the API's shapes. */
import * as z from '../zod.js';
import { TENDER_MSG } from '../tender-messages.js';
import { answerText, CENTS_MAX, TEXT_MAX } from './bounds.js';
import { calendarDate, FILTER_RANGE } from './calendar-date.js';

const tenderSchema = z.object({
  code: z.string({ error: TENDER_MSG.tenderCode }).check(z.trim(), z.regex(/^[a-z0-9_]{1,30}$/, TENDER_MSG.tenderCode)),
  label: z
    .string({ error: TENDER_MSG.tenderLabel })
    .check(z.trim(), z.minLength(1, TENDER_MSG.tenderLabel), z.maxLength(60, TENDER_MSG.tenderLabel)),
  reimbursable: z.boolean({ error: TENDER_MSG.tenderLabel }),
});

/** The `sales_tenders` setting: at least one tender, codes unique. */
export const tenderListSchema = z.array(tenderSchema, { error: TENDER_MSG.tenderListEmpty }).check(
  z.minLength(1, TENDER_MSG.tenderListEmpty),
  z.maxLength(20, TENDER_MSG.tenderListLong),
  z.superRefine((list, ctx) => {
    const seen = new Set<string>();
    for (const t of list) {
      if (seen.has(t.code)) ctx.addIssue({ code: 'custom', message: TENDER_MSG.tenderCodeTaken(t.code) });
      seen.add(t.code);
    }
  }),
);

const tenderCents = z
  .number({ error: TENDER_MSG.tenderAmount })
  .check(
    z.int(TENDER_MSG.tenderAmount),
    z.minimum(0, TENDER_MSG.tenderAmount),
    z.maximum(CENTS_MAX, TENDER_MSG.tenderAmount),
  );
const tenderCode = z.string().check(z.maxLength(30, TENDER_MSG.tenderCode));

/** Tender code → cents, as sent: which codes are listed is checked against the setting by the server. */
export const tenderAmountsSchema = z
  .record(tenderCode, tenderCents, { error: TENDER_MSG.tenderAmount })
  .check(z.refine((r) => Object.keys(r).length <= 20, TENDER_MSG.tenderListLong));

/** PUT /api/market-dates/{id}/tokens/{vendorId}: the version read (null when none was recorded yet). */
export const tokensBodySchema = z.object({
  byTender: tenderAmountsSchema,
  expectedUpdatedAt: z.nullable(z.string().check(z.maxLength(TEXT_MAX.label))),
});
export type TokensBody = z.input<typeof tokensBodySchema>;

/** A tender as the API answers it. */
export const tenderAnswer = z.object({ code: answerText(), label: answerText(), reimbursable: z.boolean() });
const amountsAnswer = z.record(answerText(), z.number());

export const vendorTokensSchema = z.object({
  vendorId: answerText(),
  vendorName: answerText(),
  byTender: amountsAnswer,
  updatedAt: z.nullable(answerText()),
});
export type VendorTokens = z.infer<typeof vendorTokensSchema>;

/** GET /api/market-dates/{id}/tokens: the date's attending vendors (and any with tokens), reimbursable tenders. */
export const dateTokensSchema = z.object({
  marketDateId: answerText(),
  date: answerText(),
  tenders: z.array(tenderAnswer),
  vendors: z.array(vendorTokensSchema),
});
export type DateTokens = z.infer<typeof dateTokensSchema>;

const isoDate = calendarDate(FILTER_RANGE, TENDER_MSG.dateInvalid, TENDER_MSG.rangeRequired);
/** GET /api/reports/token-reimbursement?from&to[&format=csv] */
export const reimbursementQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    format: z._default(z.enum(['json', 'csv'], { error: TENDER_MSG.formatInvalid }), 'json'),
  })
  .check(
    z.refine((q) => q.from <= q.to, { message: TENDER_MSG.rangeReversed, path: ['to'] }),
    z.refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 3 * 366 * 86_400_000, {
      message: TENDER_MSG.rangeTooLong,
      path: ['to'],
    }),
    z.refine((q) => !Number.isNaN(Date.parse(q.from)) && !Number.isNaN(Date.parse(q.to)), {
      message: TENDER_MSG.dateInvalid,
      path: ['from'],
    }),
  );

export const reimbursementReportSchema = z.object({
  from: answerText(),
  to: answerText(),
  tenders: z.array(tenderAnswer),
  rows: z.array(
    z.object({
      vendorId: answerText(),
      vendorName: answerText(),
      byTender: amountsAnswer,
      total: z.number(),
      dates: z.number(),
    }),
  ),
  totals: z.object({ byTender: amountsAnswer, total: z.number() }),
  marketDates: z.number(),
});
export type ReimbursementReport = z.infer<typeof reimbursementReportSchema>;
