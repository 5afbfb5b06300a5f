import { Alert } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MAP_MSG } from '@/i18n/shared/public-map-messages';

const NARROW = '(max-width: 767.98px)';

/**
 * Spec 2 §2.8: under 768 px the map suggests a larger screen. The screen asks the browser at its first render, so the
 * note is there from the start and nothing below it moves down when it appears.
 */
export function NarrowScreenBanner() {
  const narrow = useMediaQuery(NARROW, undefined, { getInitialValueInEffect: false });
  if (!narrow) return null;
  return <NarrowScreenNote />;
}

/**
 * The note itself. `byStylesheet` shows it under 768 px by the stylesheet alone, for the startup shell the build
 * writes into index.html, where no script has run yet to ask (Mantine's hiddenFrom sm: from 48em up).
 */
export function NarrowScreenNote({ byStylesheet = false }: { byStylesheet?: boolean }) {
  return (
    <Alert color="blue" variant="light" role="note" hiddenFrom={byStylesheet ? 'sm' : undefined}>
      {MAP_MSG.narrowScreen}
    </Alert>
  );
}
