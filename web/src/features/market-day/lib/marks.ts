import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useCallback } from 'react';
import { formatTime } from '@shared/date-format';
import type { AttendanceStatus } from '@shared/schemas/market-day';
import { useMarketTimeZone } from '@/lib/system-settings';

/** The three marks, in the order the buttons show them, with their words and colours. */
export const MARKS: readonly { status: AttendanceStatus; label: MessageDescriptor; color: string }[] = [
  { status: 'arrived', label: msg`Arrived`, color: 'green' },
  { status: 'late', label: msg`Late`, color: 'orange' },
  { status: 'no_show', label: msg`No-show`, color: 'red' },
];

/** A mark's time ("7:02 AM") in the market's zone. */
export function useMarkTime(): (at: string) => string {
  const timeZone = useMarketTimeZone();
  return useCallback((at: string) => formatTime(at, timeZone), [timeZone]);
}
