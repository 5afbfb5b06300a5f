import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { ZOOM, zoomIn, zoomLabel, zoomOut } from '@shared/map-geometry';
import { MAP_MSG } from '@/i18n/shared/public-map-messages';
import { SPACE_COLORS } from './map-canvas';

function Swatch({ colors, label }: { colors: { background: string; border: string }; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden="true"
        style={{
          width: 16,
          height: 16,
          borderRadius: 3,
          background: colors.background,
          border: `1.5px solid ${colors.border}`,
        }}
      />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/**
 * Zoom (0.5–2 by 0.2, or down to the fitted level) with the level shown, Fit (the whole market on screen), the grid
 * toggle, and the legend.
 */
export function MapToolbar(props: {
  zoom: number;
  onZoom: (zoom: number) => void;
  /** The lowest level zooming out reaches. */
  floor: number;
  onFit: () => void;
  showGrid: boolean;
  onShowGrid: (show: boolean) => void;
}) {
  const { t } = useLingui();
  const { zoom, onZoom, floor, onFit, showGrid, onShowGrid } = props;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="md" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t`Zoom out`}
            disabled={zoom <= floor}
            onClick={() => onZoom(zoomOut(zoom, floor))}
          >
            <span aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
              −
            </span>
          </ActionIcon>
          <Text fw={600} w={52} ta="center" aria-live="polite" data-testid="zoom-level">
            {zoomLabel(zoom)}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t`Zoom in`}
            disabled={zoom >= ZOOM.max}
            onClick={() => onZoom(zoomIn(zoom))}
          >
            <span aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
              +
            </span>
          </ActionIcon>
          <Button variant="default" title={t`Show the whole market`} onClick={onFit}>
            <Trans>Fit</Trans>
          </Button>
        </Group>
        {/* A toggle button rather than Mantine's Switch, whose input code would weigh on the map's first visit. */}
        <Button
          role="switch"
          aria-checked={showGrid}
          variant={showGrid ? 'light' : 'default'}
          onClick={() => onShowGrid(!showGrid)}
        >
          <Trans>Show grid</Trans>
        </Button>
      </Group>
      <Group gap="md" aria-label={t`Legend`} role="group">
        <Swatch colors={SPACE_COLORS.available} label={MAP_MSG.legendAvailable} />
        <Swatch colors={SPACE_COLORS.vendor} label={MAP_MSG.legendVendor} />
      </Group>
    </Group>
  );
}
