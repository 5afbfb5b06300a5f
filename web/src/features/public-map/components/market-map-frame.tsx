import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/ui/page-container';
import { PageLoader } from '@/components/ui/page-loader';
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
export const MarketMapLoadingStatus = () => <PageLoader label="Loading market map" />;

/**
 * /map/{id} while the app starts: the screen's frame with its loading status, laid out as the screen lays it out, so
 * the startup shell shows it on /map/{id} (the build writes it into index.html) and nothing moves when the screen
 * takes over. The note shows by the stylesheet alone, before any script has run.
 */
export function MarketMapLoading() {
  return (
    <MarketMapFrame note={<NarrowScreenNote byStylesheet />}>
      <MarketMapLoadingStatus />
    </MarketMapFrame>
  );
}
