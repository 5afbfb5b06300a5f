/** GET /api/dashboard/admin: the next market date at a glance and the applications waiting for review. */
import * as z from '../zod.js';
import { answerText } from './bounds.js';
import { REQUEST_STATUSES } from '../space-request-rules.js';

export const ADMIN_DASHBOARD_LATEST_APPLICATIONS = 5;

const requestCountsSchema = z.object(
  Object.fromEntries(REQUEST_STATUSES.map((s) => [s, z.int()])) as Record<
    (typeof REQUEST_STATUSES)[number],
    z.ZodMiniInt
  >,
);

const nextMarketSchema = z.object({
  id: answerText(),
  date: answerText(),
  notes: z.nullable(answerText()),
  published: z.boolean(),
  publishedAt: z.nullable(answerText()),
  requests: requestCountsSchema,
  spaces: z.object({ assigned: z.int(), total: z.int() }),
});
export type NextMarket = z.infer<typeof nextMarketSchema>;

const pendingApplicationSchema = z.object({
  id: answerText(),
  name: answerText(),
  contactName: answerText(),
  email: answerText(),
  phone: answerText(),
  createdAt: answerText(),
});

export const adminDashboardResponseSchema = z.object({
  today: answerText(),
  /** The earliest market date today or later in the market's zone; null when none is scheduled. */
  nextMarket: z.nullable(nextMarketSchema),
  pendingApplications: z.object({
    count: z.int(),
    /** Newest first. */
    latest: z.array(pendingApplicationSchema),
  }),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;
