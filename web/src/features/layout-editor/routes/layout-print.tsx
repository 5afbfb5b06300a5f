import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { ListError, ListLoading } from '@/components/admin-list/list-states';
import { usePageTitle } from '@/hooks/use-page-title';
import { LAYOUT_MSG } from '@/i18n/shared/layout-messages';
import { formatMarketDate } from '@/lib/format-date';
import { useLayout } from '../api/layout';
import { LayoutCanvas } from '../components/layout-canvas';

const NO_SELECTION: ReadonlySet<string> = new Set();

/** Only the drawing and its title on paper, landscape, on one page. */
const PRINT_CSS = `
@page { size: landscape; margin: 8mm; }
@media print {
  body * { visibility: hidden; }
  #layout-print, #layout-print * { visibility: visible; }
  #layout-print { position: fixed; inset: 0; }
  .layout-print-controls { display: none !important; }
  #layout-print .layout-print-sheet { height: calc(100vh - 16mm) !important; }
}
`;

/** /date/{id}/layout/print[?area=]: the layout with labels and vendor names, fitted to one page. */
export function LayoutPrintRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const area = params.get('area');
  const { t } = useLingui();
  usePageTitle(t`Print Layout`);
  const query = useLayout({ kind: 'date', marketDateId: id });

  if (query.isPending) return <ListLoading label={LAYOUT_MSG.loading} />;
  if (query.isError)
    return <ListError title={LAYOUT_MSG.loadFailed} error={query.error} onRetry={() => void query.refetch()} />;

  const layout = query.data;
  const inArea = (i: { areaId: string | null }) => !area || i.areaId === area;
  const areaName = layout.areas.find((a) => a.id === area)?.name;
  const date = layout.marketDate ? formatMarketDate(layout.marketDate.date) : '';

  return (
    <Stack gap="xs" id="layout-print" p="sm">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" className="layout-print-controls">
        <Button variant="default" size="xs" component={Link} to={`/date/${encodeURIComponent(id)}/layout`}>
          <Trans>Back to the layout</Trans>
        </Button>
        <Button size="xs" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </Group>
      <Title order={1} size="h3">
        {LAYOUT_MSG.title(date)}
        {areaName ? ` · ${areaName}` : ''}
      </Title>
      {layout.spaces.length === 0 && <Text c="dimmed">{LAYOUT_MSG.empty}</Text>}
      <div className="layout-print-sheet" style={{ height: '80vh', width: '100%' }}>
        <LayoutCanvas
          spaces={layout.spaces.filter(inArea)}
          landmarks={layout.landmarks.filter(inArea)}
          landmarkTypes={layout.landmarkTypes}
          selection={NO_SELECTION}
          zoom={1}
          showGrid={false}
          label={t`Market layout ${date}`}
          fit
        />
      </div>
    </Stack>
  );
}
