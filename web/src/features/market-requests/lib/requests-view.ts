import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BulkRequestResult, MarketRequestRow, RequestChangeResponse } from '@shared/schemas/space-requests';
import { DEFAULT_MARKET_TIME_ZONE } from '@shared/market-time';
import { decide, type Actor, type AdminRequestAction, RULE_MESSAGES } from '@shared/space-request-rules';

/** The status filter of the address bar (spec 2 §2: status = requested, approved or canceled; skipped too). */
export const ALL = 'all';
export const STATUS_FILTERS = ['all', 'requested', 'approved', 'canceled', 'skipped'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const STATUS_FILTER_LABELS: Record<StatusFilter, MessageDescriptor> = {
  all: msg({ message: 'All', context: 'request status filter' }),
  requested: msg({ message: 'Requested', context: 'request status filter' }),
  approved: msg({ message: 'Approved', context: 'request status filter' }),
  canceled: msg({ message: 'Canceled', context: 'request status filter' }),
  skipped: msg({ message: 'Skipped', context: 'request status filter' }),
};
export const parseStatusFilter = (value: string | null): StatusFilter =>
  (STATUS_FILTERS as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : ALL;

const ADMIN: Actor = { role: 'admin', permissions: [] };

/** What one row offers: each action the rules allow, and Approve's reason when it is shown but refused. */
export interface RowActions {
  approve: { shown: boolean; blockedBy: string | null };
  reject: boolean;
  reopen: boolean;
}

/**
 * Asks the shared rules, as the server will, which admin actions a row takes. None of the admin's actions depends on
 * the clock or the time zone; the market's zone is passed only because the rules' context names one.
 */
export function rowActions(row: MarketRequestRow, now = new Date()): RowActions {
  const ask = (action: AdminRequestAction) =>
    decide(action, ADMIN, {
      state: row.status,
      marketDate: row.marketDate,
      now,
      timeZone: DEFAULT_MARKET_TIME_ZONE,
      vendorStatus: row.vendorStatus,
      hasPastDueBalance: false,
    });
  const approve = ask('approve');
  const blockedByVendor = !approve.ok && approve.reason === RULE_MESSAGES.vendorNotApprovedForApproval;
  return {
    approve: { shown: approve.ok || blockedByVendor, blockedBy: blockedByVendor ? approve.reason : null },
    reject: ask('reject-skip').ok || ask('reject-cancel').ok,
    reopen: ask('reopen').ok,
  };
}

export const isVendorApproved = (row: MarketRequestRow) => row.vendorStatus === 'APPROVED';

/** The list as the answer of one change leaves it: the changed request replaces its row, keeping the vendor facts. */
export function applyChange(rows: readonly MarketRequestRow[], change: RequestChangeResponse): MarketRequestRow[] {
  const changed = change.spaceRequest;
  if (!changed) return [...rows];
  return rows.map((row) => (row.id === changed.id ? { ...row, ...changed } : row));
}

/** The list as a bulk answer leaves it: each row that changed takes its new status at once. */
export function applyOutcomes(rows: readonly MarketRequestRow[], result: BulkRequestResult): MarketRequestRow[] {
  const moved = new Map(
    result.results.filter((r) => r.ok && r.status && r.status !== 'none').map((r) => [r.vendorId, r.status]),
  );
  return rows.map((row) => {
    const status = moved.get(row.vendorId);
    return status && status !== 'none' ? { ...row, status } : row;
  });
}

/** The rows a bulk call refused, named for the person reading them. */
export function refusedRows(rows: readonly MarketRequestRow[], result: BulkRequestResult) {
  const names = new Map(rows.map((r) => [r.vendorId, r.vendorName]));
  return result.results
    .filter((r) => !r.ok)
    .map((r) => ({ vendorId: r.vendorId, vendorName: names.get(r.vendorId) ?? r.vendorId, message: r.message }));
}

/**
 * Where a bulk reopen left the vendors a full date did not simply take: on its waitlist, or placed over its limit.
 * Null when every reopened vendor took a place.
 */
export function placementSummary(result: BulkRequestResult): string | null {
  const count = (placement: string) => result.results.filter((r) => r.ok && r.placement === placement).length;
  const waitlisted = count('waitlisted');
  const over = count('override');
  const parts = [
    waitlisted
      ? plural(waitlisted, {
          one: '# vendor on the waitlist of the full date',
          other: '# vendors on the waitlist of the full date',
        })
      : '',
    over ? plural(over, { one: '# vendor placed over the limit', other: '# vendors placed over the limit' }) : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join('; ')}.` : null;
}
