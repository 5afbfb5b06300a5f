/**
 * Bulk Messages as the API speaks it: POST /api/messages/bulk (one call queues one message per recipient),
 * POST /api/messages/bulk/preview (the message one recipient would get, and how many would get it) and
 * GET /api/messages/bulk/{batchId} (progress as the worker sends them).
 */
import * as z from '../zod.js';
import { idSchema } from './ids.js';
import { VENDOR_STATUS_VALUES } from './vendors.js';

export const BULK_SUBJECT_MAX = 200;
export const BULK_BODY_MAX = 5000;
/** How many vendor types a message may be aimed at; a market has a handful. */
const AUDIENCE_TYPES_MAX = 50;

const BULK_CHANNELS = ['email', 'sms', 'both'] as const;
export type BulkChannel = (typeof BULK_CHANNELS)[number];

/** Vendors by what they did about one market date: requested, approved (or confirmed), approved with a balance, or missing. */
export const REQUEST_AUDIENCES = ['requested', 'approved', 'unpaid', 'missing'] as const;
export type RequestAudience = (typeof REQUEST_AUDIENCES)[number];

/** The variables a bulk message may use, filled per recipient. */
export const BULK_VARIABLES = ['vendorName', 'contactName', 'marketDate'] as const;
export type BulkVariable = (typeof BULK_VARIABLES)[number];

export const BULK_MSG = {
  unknownVariables: (names: readonly string[]) =>
    `Unknown variable${names.length === 1 ? '' : 's'}: ${names.map((n) => `{{${n}}}`).join(', ')}. Use ${BULK_VARIABLES.map((n) => `{{${n}}}`).join(', ')}.`,
  marketDateVariable: 'Choose a market date to use {{marketDate}}',
  requestStatusesNeedDate: 'Choose a market date to pick vendors by their requests',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Message is required',
  noRecipients: 'No vendors match this audience',
  marketDateNotFound: 'Market date not found',
  batchNotFound: 'Bulk message not found',
  sent: (n: number) => `Message queued for ${n} vendor${n === 1 ? '' : 's'}`,
} as const;

const bulkAudienceSchema = z
  .object({
    vendorTypeIds: z.optional(z.array(idSchema()).check(z.maxLength(AUDIENCE_TYPES_MAX))),
    statuses: z.optional(z.array(z.enum(VENDOR_STATUS_VALUES)).check(z.maxLength(VENDOR_STATUS_VALUES.length))),
    marketDateId: z.optional(idSchema()),
    /** Only vendors who sell at this market. */
    marketId: z.optional(idSchema()),
    requestStatuses: z.optional(z.array(z.enum(REQUEST_AUDIENCES)).check(z.maxLength(REQUEST_AUDIENCES.length))),
  })
  .check(
    z.refine((a) => !a.requestStatuses?.length || !!a.marketDateId, {
      message: BULK_MSG.requestStatusesNeedDate,
      path: ['requestStatuses'],
    }),
  );
export type BulkAudience = z.infer<typeof bulkAudienceSchema>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The `{{names}}` a text uses. */
function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export const bulkMessageSchema = z
  .object({
    channel: z.enum(BULK_CHANNELS),
    subject: z._default(z.string().check(z.trim(), z.maxLength(BULK_SUBJECT_MAX)), ''),
    body: z.string().check(z.trim(), z.minLength(1, BULK_MSG.bodyRequired), z.maxLength(BULK_BODY_MAX)),
    templateId: z.optional(z.string().check(z.regex(/^[a-z0-9_]{1,60}$/))),
    audience: bulkAudienceSchema,
    /** The same key twice (a double click, a retried request) queues the messages once. */
    idempotencyKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/))),
  })
  .check(
    z.superRefine((m, ctx) => {
      if (m.channel !== 'sms' && !m.subject)
        ctx.addIssue({ code: 'custom', message: BULK_MSG.subjectRequired, path: ['subject'] });
      const used = placeholdersIn(`${m.subject}\n${m.body}`);
      const unknown = used.filter((n) => !(BULK_VARIABLES as readonly string[]).includes(n));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: BULK_MSG.unknownVariables(unknown), path: ['body'] });
      else if (used.includes('marketDate') && !m.audience.marketDateId)
        ctx.addIssue({ code: 'custom', message: BULK_MSG.marketDateVariable, path: ['body'] });
    }),
  );
export type BulkMessageInput = z.input<typeof bulkMessageSchema>;
export type BulkMessage = z.output<typeof bulkMessageSchema>;

export const bulkPreviewSchema = z.object({
  channel: z.enum(BULK_CHANNELS),
  subject: z._default(z.string().check(z.maxLength(BULK_SUBJECT_MAX)), ''),
  body: z._default(z.string().check(z.maxLength(BULK_BODY_MAX)), ''),
  audience: bulkAudienceSchema,
  /** Whose message to show; the first recipient by name when not given. */
  vendorId: z.optional(idSchema()),
});

export const bulkQueuedSchema = z.object({ queued: z.int(), batchId: z.string() });
export type BulkQueued = z.infer<typeof bulkQueuedSchema>;

export const bulkPreviewAnswerSchema = z.object({
  /** Vendors the message would reach (by at least one channel). */
  recipients: z.int(),
  /** Messages it would queue (a vendor can get an e-mail and texts). */
  messages: z.int(),
  vendor: z.nullable(z.object({ id: z.string(), name: z.string() })),
  subject: z.string(),
  text: z.string(),
  sms: z.string(),
});
export type BulkPreview = z.infer<typeof bulkPreviewAnswerSchema>;

export const bulkProgressSchema = z.object({
  batchId: z.string(),
  queued: z.int(),
  sent: z.int(),
  failed: z.int(),
  createdAt: z.string(),
});
export type BulkProgress = z.infer<typeof bulkProgressSchema>;

/** Fills `{{name}}` with the recipient's values (unknown names were refused before). */
export function fillBulkText(text: string, values: Partial<Record<BulkVariable, string>>): string {
  return text.replace(PLACEHOLDER, (_m, name: string) => values[name as BulkVariable] ?? '');
}

/** Ready-made bulk messages an admin starts from (the template select); each uses only the bulk variables. */
export const BULK_TEMPLATES = [
  {
    id: 'weather_update',
    name: 'Weather update',
    subject: 'Weather update for {{marketDate}}',
    body: 'Hello {{contactName}},\n\nThe forecast for {{marketDate}} calls for rain. The market is open as usual; please bring weights for your canopy.',
  },
  {
    id: 'market_day_reminder',
    name: 'Market day reminder',
    subject: 'See you on {{marketDate}}',
    body: 'Hello {{contactName}},\n\nA reminder that {{vendorName}} is expected at the market on {{marketDate}}. Set-up opens at 7:00 AM.',
  },
  {
    id: 'general_announcement',
    name: 'General announcement',
    subject: 'News from the market',
    body: 'Hello {{contactName}},\n\n',
  },
] as const;
