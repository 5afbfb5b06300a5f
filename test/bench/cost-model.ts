/**
 * The cost model behind `npm run cost` and docs/costs.md: list prices, the measured cost of one API call, and how
 * much an organisation uses the product in a month. Every assumption is a named number here, so a reader who
 * disagrees with one changes it and runs the script again.
 */

/** US East (N. Virginia) list prices, in US$, as AWS publishes them; the date this table was last checked is below. */
const PRICES = {
  lambdaPerMillionRequests: 0.2,
  /** Arm (Graviton), which every function of the stack uses (infra/constructs/app-function.ts). */
  lambdaPerGbSecond: 0.0000133334,
  /** HTTP API (infra/stacks/web-stack.ts), first 300 million requests. */
  httpApiPerMillion: 1.0,
  /** DynamoDB on demand. */
  dynamoPerMillionReadUnits: 0.125,
  dynamoPerMillionWriteUnits: 0.625,
  dynamoStoragePerGbMonth: 0.25,
  dynamoBackupPerGbMonth: 0.2,
  s3StandardPerGbMonth: 0.023,
  s3PutPerThousand: 0.005,
  s3GetPerThousand: 0.0004,
  cloudFrontPerGbOut: 0.085,
  cloudFrontPerTenThousandRequests: 0.01,
  sesPerThousandEmails: 0.1,
  /** SNS text message to a US number, before carrier fees (about $0.003 more). */
  smsUs: 0.00581,
  smsCarrierFee: 0.003,
  /** A US toll-free number to send text messages from: required for US SMS. */
  tollFreeNumberPerMonth: 2.0,
  cognitoPerMonthlyActiveUser: 0.015,
  secretPerMonth: 0.4,
  schedulerPerMillion: 1.0,
  sqsPerMillion: 0.4,
  logsPerGbIngested: 0.5,
  logsPerGbStored: 0.03,
} as const;

/** AWS's always-free monthly allowances, which apply to every account (not only a new one's first year). */
const FREE = {
  lambdaRequests: 1_000_000,
  lambdaGbSeconds: 400_000,
  dynamoStorageGb: 25,
  cloudFrontGbOut: 1000,
  cloudFrontRequests: 10_000_000,
  cognitoUsers: 10_000,
  schedulerInvocations: 14_000_000,
  sqsRequests: 1_000_000,
  logsGb: 5,
} as const;

export const PRICES_NOTE =
  'Prices: AWS list prices for us-east-1 (PRICES in test/bench/cost-model.ts), last checked 2026-11-27. ' +
  'Free allowances: AWS always-free tier. Usage: the model of use in the same file.';

/**
 * One API call, from the product's own measurements (docs/measurements.md, `npm run bench` and `bench:scale`): the
 * screens' calls make 1–9 DynamoDB requests (median about 5) and read about 60 items (median of the bench:scale
 * table), most under 1 KB; a write is one conditional transaction of a few items and their audit entries. The local
 * stack's medians are 20–240 ms per call on two shared cores; AWS is taken at 150 ms including cold starts.
 */
const PER_CALL = {
  dynamoRequests: 5,
  itemsRead: 60,
  itemBytes: 600,
  /** Share of calls that write (requests, assignments, payments, edits); the rest read. */
  writeShare: 0.15,
  /** Write units of one write call: a transaction doubles the unit count of its 3–4 items under 1 KB. */
  writeUnits: 10,
  /** The report aggregator's writes that follow a write (the table's stream sums the reports' aggregates). */
  aggregateWriteUnits: 2,
  lambdaSeconds: 0.15,
  lambdaMemoryGb: 0.5,
  /** Log lines of one call: the function's structured log and Lambda's START/END/REPORT, and the API access log. */
  logBytes: 2000,
} as const;

export interface Usage {
  vendors: number;
  /** Market dates held this month (one weekly market in season: about 4.3; none off season). */
  marketDates: number;
  /** Vendor visits this month, each of about `callsPerVendorVisit` API calls. */
  vendorVisits: number;
  callsPerVendorVisit: number;
  adminCalls: number;
  /** Shoppers' map views; each is about three API calls (settings, markets, the map) and the SPA from CloudFront. */
  shopperViews: number;
  emails: number;
  texts: number;
  /** Payments online: each brings Stripe's webhooks and a receipt. */
  payments: number;
  /** The scheduled jobs' runs (functions/jobs/scheduled/registry.ts: one hourly, three daily, two weekly). */
  jobRuns: number;
  /** Documents stored (insurance, licences, permits), about half a megabyte each. */
  documents: number;
  /** Stored data: about 40 KB per vendor over a few seasons (requests, payments, audit entries, messages' log). */
  tableGb: number;
  secrets: number;
  monthlyActiveUsers: number;
}

export const COST_SCENARIOS = {
  /** Off season: no market dates; a few vendors look in, documents are renewed, the jobs run. */
  idle(vendors: number): Usage {
    return {
      vendors,
      marketDates: 0,
      vendorVisits: Math.round(vendors * 0.3),
      callsPerVendorVisit: 8,
      adminCalls: 300,
      shopperViews: vendors * 2,
      emails: Math.round(vendors * 1.5),
      texts: 0,
      payments: 0,
      jobRuns: 31 * 24 + 3 * 31 + 2 * 4,
      documents: vendors * 3,
      tableGb: (vendors * 40) / 1_000_000,
      secrets: 2,
      monthlyActiveUsers: Math.round(vendors * 0.3) + 3,
    };
  },
  /** In season: one market a week, each vendor in twice a week, 10 map views per vendor per market date. */
  season(vendors: number): Usage {
    const marketDates = 4.3;
    return {
      vendors,
      marketDates,
      vendorVisits: Math.round(vendors * 2 * marketDates),
      callsPerVendorVisit: 8,
      adminCalls: Math.round(marketDates * (400 + 2 * vendors)),
      shopperViews: Math.round(marketDates * 10 * vendors),
      // Reminders, the published map, receipts, document notices: about 14 a vendor a month.
      emails: vendors * 14,
      // A third of the vendors take texts: a reminder and the published map each market date.
      texts: Math.round((vendors / 3) * 2 * marketDates),
      payments: Math.round(vendors * 0.8 * marketDates),
      jobRuns: 31 * 24 + 3 * 31 + 2 * 4,
      documents: vendors * 3,
      tableGb: (vendors * 40) / 1_000_000,
      secrets: 2,
      monthlyActiveUsers: vendors + 5,
    };
  },
};

interface Line {
  service: string;
  usd: number;
  usdAfterFree: number;
  basis: string;
}
export interface Estimate {
  apiCalls: number;
  lines: Line[];
  total: number;
  totalAfterFree: number;
}

const over = (used: number, free: number) => Math.max(0, used - free);
const n = (v: number) => Math.round(v).toLocaleString('en-US');

export function estimateMonth(u: Usage): Estimate {
  const p = PRICES;
  const c = PER_CALL;
  const apiCalls = Math.round(
    u.vendorVisits * u.callsPerVendorVisit + u.adminCalls + u.shopperViews * 3 + u.payments * 3,
  );
  const writes = apiCalls * c.writeShare;
  // A Query or Get is billed per 4 KB read; a read of fewer bytes still costs one unit per request.
  const readUnits = apiCalls * Math.max(c.dynamoRequests, (c.itemsRead * c.itemBytes) / 4096);
  const writeUnits = writes * (c.writeUnits + c.aggregateWriteUnits);
  // Lambda runs for each API call, each message sent (the worker), each job run and each aggregator batch.
  const invocations = apiCalls + u.emails + u.texts + u.jobRuns + writes;
  const gbSeconds = invocations * c.lambdaSeconds * c.lambdaMemoryGb;
  const storageGb = u.tableGb;
  const documentsGb = (u.documents * 0.5) / 1024;
  // The SPA: about 400 KB per visit (the public first visit is under 170 KB gzip, admin screens load more chunks).
  const visits = u.vendorVisits + u.shopperViews + u.adminCalls / 20;
  const cloudFrontGb = (visits * 400) / 1_000_000;
  const cloudFrontRequests = visits * 12;
  const logsGb = (invocations * c.logBytes) / 1e9;

  const lines: Line[] = [
    {
      service: 'Lambda',
      usd: (invocations / 1e6) * p.lambdaPerMillionRequests + gbSeconds * p.lambdaPerGbSecond,
      usdAfterFree:
        (over(invocations, FREE.lambdaRequests) / 1e6) * p.lambdaPerMillionRequests +
        over(gbSeconds, FREE.lambdaGbSeconds) * p.lambdaPerGbSecond,
      basis: `${n(invocations)} invocations, ${n(gbSeconds)} GB-s`,
    },
    {
      service: 'API Gateway (HTTP API)',
      usd: (apiCalls / 1e6) * p.httpApiPerMillion,
      usdAfterFree: (apiCalls / 1e6) * p.httpApiPerMillion,
      basis: `${n(apiCalls)} requests`,
    },
    {
      service: 'DynamoDB on demand',
      usd:
        (readUnits / 1e6) * p.dynamoPerMillionReadUnits +
        (writeUnits / 1e6) * p.dynamoPerMillionWriteUnits +
        storageGb * (p.dynamoStoragePerGbMonth + p.dynamoBackupPerGbMonth),
      usdAfterFree:
        (readUnits / 1e6) * p.dynamoPerMillionReadUnits +
        (writeUnits / 1e6) * p.dynamoPerMillionWriteUnits +
        over(storageGb, FREE.dynamoStorageGb) * p.dynamoStoragePerGbMonth +
        storageGb * p.dynamoBackupPerGbMonth,
      basis: `${n(readUnits)} read units, ${n(writeUnits)} write units, ${storageGb.toFixed(3)} GB + backups`,
    },
    {
      service: 'S3',
      usd:
        documentsGb * p.s3StandardPerGbMonth +
        (u.documents / 40 / 1000) * p.s3PutPerThousand +
        ((u.vendorVisits + u.adminCalls) / 10 / 1000) * p.s3GetPerThousand,
      usdAfterFree:
        documentsGb * p.s3StandardPerGbMonth +
        (u.documents / 40 / 1000) * p.s3PutPerThousand +
        ((u.vendorVisits + u.adminCalls) / 10 / 1000) * p.s3GetPerThousand,
      basis: `${documentsGb.toFixed(2)} GB of documents and photos`,
    },
    {
      service: 'CloudFront',
      usd: cloudFrontGb * p.cloudFrontPerGbOut + (cloudFrontRequests / 10_000) * p.cloudFrontPerTenThousandRequests,
      usdAfterFree:
        over(cloudFrontGb, FREE.cloudFrontGbOut) * p.cloudFrontPerGbOut +
        (over(cloudFrontRequests, FREE.cloudFrontRequests) / 10_000) * p.cloudFrontPerTenThousandRequests,
      basis: `${cloudFrontGb.toFixed(1)} GB, ${n(cloudFrontRequests)} requests`,
    },
    {
      service: 'SES (e-mail)',
      usd: (u.emails / 1000) * p.sesPerThousandEmails,
      usdAfterFree: (u.emails / 1000) * p.sesPerThousandEmails,
      basis: `${n(u.emails)} e-mails`,
    },
    {
      service: 'SNS (text messages)',
      usd: u.texts * (p.smsUs + p.smsCarrierFee) + p.tollFreeNumberPerMonth,
      usdAfterFree: u.texts * (p.smsUs + p.smsCarrierFee) + p.tollFreeNumberPerMonth,
      basis: `${n(u.texts)} texts and the toll-free number`,
    },
    {
      service: 'Cognito',
      usd: u.monthlyActiveUsers * p.cognitoPerMonthlyActiveUser,
      usdAfterFree: over(u.monthlyActiveUsers, FREE.cognitoUsers) * p.cognitoPerMonthlyActiveUser,
      basis: `${n(u.monthlyActiveUsers)} monthly active users`,
    },
    {
      service: 'Secrets Manager',
      usd: u.secrets * p.secretPerMonth,
      usdAfterFree: u.secrets * p.secretPerMonth,
      basis: `${u.secrets} secrets (the map cookie's key, Stripe's keys)`,
    },
    {
      service: 'EventBridge Scheduler, SQS',
      usd: (u.jobRuns / 1e6) * p.schedulerPerMillion + ((u.emails + u.texts) * 3 / 1e6) * p.sqsPerMillion,
      usdAfterFree:
        (over(u.jobRuns, FREE.schedulerInvocations) / 1e6) * p.schedulerPerMillion +
        (over((u.emails + u.texts) * 3, FREE.sqsRequests) / 1e6) * p.sqsPerMillion,
      basis: `${n(u.jobRuns)} job runs, ${n((u.emails + u.texts) * 3)} queue requests`,
    },
    {
      service: 'CloudWatch Logs',
      usd: logsGb * (p.logsPerGbIngested + p.logsPerGbStored),
      usdAfterFree: over(logsGb, FREE.logsGb) * p.logsPerGbIngested + logsGb * p.logsPerGbStored,
      basis: `${logsGb.toFixed(2)} GB (kept one month)`,
    },
  ];
  const sum = (f: (l: Line) => number) => lines.reduce((s, l) => s + f(l), 0);
  return { apiCalls, lines, total: sum((l) => l.usd), totalAfterFree: sum((l) => l.usdAfterFree) };
}
