/** GET /api/dashboard/admin: the next market date at a glance and the applications waiting for review. */
import * as z from 'zod';
import { REQUEST_STATUSES } from '../space-request-rules.js';

export const ADMIN_DASHBOARD_LATEST_APPLICATIONS = 5;

export const requestCountsSchema = z.object(
  Object.fromEntries(REQUEST_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof REQUEST_STATUSES)[number],
    z.ZodNumber
  >,
);

export const nextMarketSchema = z.object({
  id: z.string(),
  date: z.string(),
  notes: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  requests: requestCountsSchema,
  spaces: z.object({ assigned: z.number().int(), total: z.number().int() }),
});
export type NextMarket = z.infer<typeof nextMarketSchema>;

export const pendingApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
});
export type PendingApplication = z.infer<typeof pendingApplicationSchema>;

export const adminDashboardResponseSchema = z.object({
  today: z.string(),
  /** The earliest market date today or later in the market's zone; null when none is scheduled. */
  nextMarket: nextMarketSchema.nullable(),
  pendingApplications: z.object({
    count: z.number().int(),
    /** Newest first. */
    latest: z.array(pendingApplicationSchema),
  }),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;
