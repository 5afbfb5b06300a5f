import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Suspense, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { MAP_MSG } from '@/i18n/shared/public-map-messages';
import type { PublicMap } from '@shared/schemas/public-map';
import { IconAlert } from '@/components/ui/icons';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiStatus } from '@/lib/errors';
import { isPasswordRequired, useMarketMap } from '../api/get-market-map';
import { usePublicSettings } from '@/lib/public-settings';
import { AreaButtons } from '../components/area-buttons';
import { drawingSize, MapCanvas } from '../components/map-canvas';
import { useFittedZoom } from '@/hooks/use-fitted-zoom';
import { MapToolbar } from '../components/map-toolbar';
import { MapDateHeading } from '../components/map-date-heading';
import { formatMarketDate } from '../lib/format-market-date';
import { MarketMapFrame, MarketMapLoadingStatus, StartupMapHeading } from '../components/market-map-frame';
import { NoMarketSelected } from '../components/no-market-selected';
import { VendorList } from '../components/vendor-list';
import { lazyInLanguage } from '@/i18n/lazy';

/** /map/{id}?area={areaId}: one market date's map (spec 2 §2.8). */
export function MarketMapRoute() {
  const { t } = useLingui();
  usePageTitle(t`Market Map`);
  const { id = '' } = useParams();
  const map = useMarketMap(id);

  let body;
  if (!id.trim()) body = <NoMarketSelected />;
  else if (map.isPending)
    body = (
      <>
        <StartupMapHeading marketDateId={id} />
        <MarketMapLoadingStatus />
      </>
    );
  else if (map.isError) {
    if (isPasswordRequired(map.error)) body = <ProtectedMap marketDateId={id} />;
    else if (isApiStatus(map.error, 404)) body = <NoMarketSelected />;
    else
      body = (
        <Alert color="red" variant="light" icon={<IconAlert />}>
          <Stack gap="xs" align="flex-start">
            <Text>{MAP_MSG.loadFailed}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void map.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          </Stack>
        </Alert>
      );
  } else body = <MarketMap map={map.data} />;

  return <MarketMapFrame>{body}</MarketMapFrame>;
}

// Only a protected map asks for a password, so the dialog (and the modal code under it) loads just then.
const MapPasswordDialog = lazyInLanguage(() =>
  import('../components/map-password-dialog').then((module) => ({ default: module.MapPasswordDialog })),
);

/** The server answered 'Password required': ask for it; the dialog can be closed and opened again. */
function ProtectedMap({ marketDateId }: { marketDateId: string }) {
  const [opened, setOpened] = useState(true);
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Title order={1} fz="h2">
        {MAP_MSG.protectedTitle}
      </Title>
      <Text c="dimmed">{MAP_MSG.protectedText}</Text>
      <Button onClick={() => setOpened(true)}>
        <Trans>Enter Password</Trans>
      </Button>
      <Suspense fallback={null}>
        <MapPasswordDialog opened={opened} onClose={() => setOpened(false)} marketDateId={marketDateId} />
      </Suspense>
    </Stack>
  );
}

function MarketMap({ map }: { map: PublicMap }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const settings = usePublicSettings();
  const [showGrid, setShowGrid] = useState(false);

  const requested = searchParams.get('area');
  const area = requested && map.areas.some((a) => a.id === requested) ? requested : null;
  const selectArea = (areaId: string | null) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (areaId) next.set('area', areaId);
        else next.delete('area');
        return next;
      },
      { preventScrollReset: true },
    );

  const published = map.marketDate.publishedAt !== null;
  const vendorBySpace = useMemo(() => new Map(map.vendors.map((v) => [v.spaceId, v])), [map.vendors]);
  const spaces = area ? map.spaces.filter((s) => s.areaId === area) : map.spaces;
  // Landmarks without an area (the main entrance) belong on every area's map.
  const landmarks = area ? map.landmarks.filter((l) => l.areaId === null || l.areaId === area) : map.landmarks;
  // The map opens with the whole market (or the chosen area) on screen.
  const { frameRef, zoom, setZoom, fit, floor, ready } = useFittedZoom(
    drawingSize(spaces, landmarks),
    `${map.marketDate.id}|${area ?? ''}`,
  );
  // Zooming redraws the map, not the list of vendors.
  const linkProfiles = settings.data?.enable_public_profiles ?? false;
  const vendorList = useMemo(
    () => <VendorList vendors={map.vendors} published={published} linkProfiles={linkProfiles} />,
    [map.vendors, published, linkProfiles],
  );

  return (
    <Stack gap="md">
      <MapDateHeading title={formatMarketDate(map.marketDate.date)} notes={map.marketDate.notes} market={map.market} />

      {map.areas.length > 0 && <AreaButtons areas={map.areas} selected={area} onSelect={selectArea} />}
      <MapToolbar zoom={zoom} onZoom={setZoom} floor={floor} onFit={fit} showGrid={showGrid} onShowGrid={setShowGrid} />
      <MapCanvas
        spaces={ready ? spaces : []}
        landmarks={ready ? landmarks : []}
        vendorBySpace={vendorBySpace}
        zoom={zoom}
        showGrid={showGrid}
        frameRef={frameRef}
      />

      {vendorList}
      <Text size="sm" c="dimmed" fs="italic">
        {MAP_MSG.disclaimer}
      </Text>
    </Stack>
  );
}
