import { t } from '@lingui/core/macro';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
import { startupMapDate } from '../lib/startup-map-date';
import { MapDateHeading } from './map-date-heading';
import { NarrowScreenBanner, NarrowScreenNote } from './narrow-screen-banner';

/** /map/{id}'s column: the narrow-screen note, then what the map's state shows. */
export function MarketMapFrame({ children, note = <NarrowScreenBanner /> }: { children: ReactNode; note?: ReactNode }) {
  return (
    <PageContainer size="xl">
      <Stack gap="md">
        {note}
        {children}
      </Stack>
    </PageContainer>
  );
}

/** The map's loading status inside the screen's frame. */
export const MarketMapLoadingStatus = () => <PageLoader label={t`Loading market map`} />;

/** The date's heading from the early answer startup-view.js read, while the app waits for its own copy. */
export function StartupMapHeading({ marketDateId }: { marketDateId?: string }) {
  const early = startupMapDate(marketDateId);
  return early ? <MapDateHeading title={early.title} notes={early.notes} market={early.market} /> : null;
}

/**
 * /map/{id} while the app starts: the screen's frame with its loading status, laid out as the screen lays it out, so
 * the startup shell shows it on /map/{id} and nothing moves when the screen takes over. The note shows by the
 * stylesheet alone, before any script has run. The copy the build writes into index.html (`prerendered`) carries
 * the date's heading hidden and empty for startup-view.js to fill; the app's own copy shows what it filled.
 */
export function MarketMapLoading({ prerendered = false }: { prerendered?: boolean }) {
  return (
    <MarketMapFrame note={<NarrowScreenNote byStylesheet />}>
      {prerendered ? (
        <div hidden data-startup-map-heading="">
          <MapDateHeading title={null} notes={null} />
        </div>
      ) : (
        <StartupMapHeading />
      )}
      <MarketMapLoadingStatus />
    </MarketMapFrame>
  );
}
