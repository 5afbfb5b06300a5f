import { Trans } from '@lingui/react/macro';
import { Table, Title } from '@mantine/core';
import { formatMarketDate } from '@shared/date-format';
import type { VendorRow } from '../lib/day-view';
import { MARKS, useMarkTime } from '../lib/marks';
import { useLingui } from '@lingui/react/macro';

/**
 * The paper check-in sheet: the same vendors in the same order, with the marks made so far and boxes to tick by hand.
 * Only printing shows it (the screen's print rules hide everything else).
 */
export function CheckInSheet({
  marketName,
  date,
  rows,
}: {
  marketName: string;
  date: string;
  rows: readonly VendorRow[];
}) {
  const { i18n } = useLingui();
  const markTime = useMarkTime();
  const day = formatMarketDate(date);
  return (
    <div className="market-day-sheet">
      <Title order={2} size="h3" mb="sm">
        <Trans>
          Check-in sheet — {marketName}, {day}
        </Trans>
      </Title>
      <Table withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Space</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Vendor</Trans>
            </Table.Th>
            {MARKS.map((mark) => (
              <Table.Th key={mark.status}>{i18n._(mark.label)}</Table.Th>
            ))}
            <Table.Th>
              <Trans>Time</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.vendorId}>
              <Table.Td>{row.spaceLabel ?? '—'}</Table.Td>
              <Table.Td>{row.businessName}</Table.Td>
              {MARKS.map((mark) => (
                <Table.Td key={mark.status} ta="center">
                  {row.mark?.status === mark.status ? '✔' : '☐'}
                </Table.Td>
              ))}
              <Table.Td>{row.mark ? markTime(row.mark.at) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
