import { describe, expect, it } from 'vitest';
import type { MarketRequestRow } from '@shared/schemas/space-requests';
import { applyOutcomes, parseStatusFilter, refusedRows, rowActions } from './requests-view';

const row = (over: Partial<MarketRequestRow>) =>
  ({ vendorStatus: 'APPROVED', marketDate: '2032-06-06', ...over }) as MarketRequestRow;

describe('the Market Requests rows', () => {
  it('offers an admin the actions of spec 3 §4 by status', () => {
    const offered = (status: MarketRequestRow['status'], vendorStatus = 'APPROVED') => {
      const a = rowActions(row({ status, vendorStatus }));
      return {
        approve: a.approve.shown ? (a.approve.blockedBy ?? 'on') : 'off',
        reject: a.reject,
        reopen: a.reopen,
      };
    };
    expect(offered('requested')).toEqual({ approve: 'on', reject: true, reopen: false });
    expect(offered('requested', 'PENDING')).toEqual({
      approve: 'Vendor must be approved before approving space requests',
      reject: true,
      reopen: false,
    });
    expect(offered('approved')).toEqual({ approve: 'off', reject: true, reopen: false });
    expect(offered('confirmed')).toEqual({ approve: 'off', reject: true, reopen: false });
    expect(offered('skipped')).toEqual({ approve: 'off', reject: true, reopen: true });
    expect(offered('canceled')).toEqual({ approve: 'off', reject: false, reopen: true });
  });

  it('reads an unknown status filter as all', () => {
    expect(parseStatusFilter('canceled')).toBe('canceled');
    expect(parseStatusFilter('bogus')).toBe('all');
    expect(parseStatusFilter(null)).toBe('all');
  });

  it('takes the new status of the rows a bulk call changed and names the ones it refused', () => {
    const rows = [
      row({ vendorId: 'a', vendorName: 'Alder', status: 'requested' }),
      row({ vendorId: 'b', vendorName: 'Birch', status: 'requested' }),
    ];
    const result = {
      succeeded: 1,
      failed: 1,
      results: [
        { vendorId: 'a', ok: true, status: 'approved' as const, message: null },
        { vendorId: 'b', ok: false, status: null, message: 'No' },
      ],
    };
    expect(applyOutcomes(rows, result).map((r) => r.status)).toEqual(['approved', 'requested']);
    expect(refusedRows(rows, result)).toEqual([{ vendorId: 'b', vendorName: 'Birch', message: 'No' }]);
  });
});
