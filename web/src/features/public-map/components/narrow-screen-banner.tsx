import { Alert } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MAP_MSG } from '@shared/public-map-messages';

/** Spec 2 §2.8: under 768 px the map suggests a larger screen. */
export function NarrowScreenBanner() {
  const narrow = useMediaQuery('(max-width: 767.98px)');
  if (!narrow) return null;
  return (
    <Alert color="blue" variant="light" role="note">
      {MAP_MSG.narrowScreen}
    </Alert>
  );
}
