import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import type { Ref } from 'react';
import { feetToPx, landmarkBox, MAP_HEIGHT_VH, mapExtent, spaceBox } from '@shared/map-geometry';
import type { PublicLandmark, PublicSpace, PublicVendor } from '@shared/schemas/public-map';
import { LandmarkGlyph } from './landmark-glyph';

/** Colours of the legend's two states; the legend reads them from here too. */
export const SPACE_COLORS = {
  available: { background: 'var(--mantine-color-white)', border: 'var(--mantine-color-gray-5)' },
  vendor: { background: 'var(--mantine-color-leaf-1)', border: 'var(--mantine-color-leaf-7)' },
} as const;

/** Grid lines every 5 feet. */
const GRID_FEET = 5;

/** The drawing's size in px at 100 %, which the map is fitted from. */
export function drawingSize(spaces: readonly PublicSpace[], landmarks: readonly PublicLandmark[]) {
  return mapExtent([...spaces.map((s) => spaceBox(s, 1)), ...landmarks.map((l) => landmarkBox(l, 1))], 1);
}

/** Labels never drawn smaller than these (px), however far the map is zoomed out; longer names are cut short. */
const MIN_LABEL_PX = 11;
const MIN_NAME_PX = 10;

interface MapCanvasProps {
  spaces: readonly PublicSpace[];
  landmarks: readonly PublicLandmark[];
  /** The vendor on each space, for published dates. */
  vendorBySpace: ReadonlyMap<string, PublicVendor>;
  zoom: number;
  showGrid: boolean;
  /** The scrolling frame, measured to fit the map to the screen. */
  frameRef?: Ref<HTMLDivElement>;
}

/**
 * The market drawn to scale (12 px per foot times the zoom) with absolutely positioned boxes, inside a scrollable
 * area 70 % of the viewport high.
 */
export function MapCanvas({ spaces, landmarks, vendorBySpace, zoom, showGrid, frameRef }: MapCanvasProps) {
  const { t } = useLingui();
  const spaceBoxes = spaces.map((s) => ({ space: s, box: spaceBox(s, zoom) }));
  const landmarkBoxes = landmarks.map((l) => ({ landmark: l, box: landmarkBox(l, zoom) }));
  const extent = mapExtent(
    [...spaceBoxes, ...landmarkBoxes].map((b) => b.box),
    zoom,
  );
  const grid = feetToPx(GRID_FEET, zoom);
  const labelSize = Math.max(MIN_LABEL_PX, 12 * zoom);
  const nameSize = Math.max(MIN_NAME_PX, 10 * zoom);

  return (
    <Box
      ref={frameRef}
      role="region"
      aria-label={t`Market map`}
      tabIndex={0}
      h={`${MAP_HEIGHT_VH}vh`}
      style={{
        overflow: 'auto',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      <div
        data-testid="map-drawing"
        data-zoom={zoom}
        data-grid={showGrid ? 'on' : 'off'}
        style={{
          position: 'relative',
          width: extent.width,
          height: extent.height,
          backgroundImage: showGrid
            ? 'linear-gradient(to right, var(--mantine-color-gray-3) 1px, transparent 1px),' +
              'linear-gradient(to bottom, var(--mantine-color-gray-3) 1px, transparent 1px)'
            : undefined,
          backgroundSize: showGrid ? `${grid}px ${grid}px` : undefined,
        }}
      >
        {landmarkBoxes.map(({ landmark, box }) => {
          const color = landmark.landmarkType.color || 'black';
          const iconSize = Math.max(12, Math.min(box.width, box.height) * 0.55);
          return (
            <div
              key={landmark.id}
              role="img"
              aria-label={landmark.label}
              title={landmark.label}
              data-testid="map-landmark"
              style={{
                position: 'absolute',
                left: box.left,
                top: box.top,
                width: box.width,
                height: box.height,
                transform: landmark.rotation ? `rotate(${landmark.rotation}deg)` : undefined,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                color,
                background: `color-mix(in srgb, ${color} 12%, white)`,
                border: `2px solid ${color}`,
                borderRadius: landmark.landmarkType.shape === 'circle' ? '50%' : 6,
              }}
            >
              <LandmarkGlyph icon={landmark.landmarkType.icon} name={landmark.landmarkType.name} size={iconSize} />
            </div>
          );
        })}
        {spaceBoxes.map(({ space, box }) => {
          const vendor = vendorBySpace.get(space.id);
          const { label } = space;
          const occupant = vendor ? vendor.name : t`Available`;
          const colors = vendor ? SPACE_COLORS.vendor : SPACE_COLORS.available;
          // As many lines of the name as the box holds under its label (1 to 3); the title shows it whole.
          const nameLines = Math.min(
            3,
            Math.max(1, Math.floor((box.height - 8 - labelSize * 1.15) / (nameSize * 1.15))),
          );
          return (
            <div
              key={space.id}
              role="img"
              aria-label={t`Space ${label}: ${occupant}`}
              title={`${label}: ${occupant}`}
              data-testid="map-space"
              data-status={vendor ? 'vendor' : 'available'}
              style={{
                position: 'absolute',
                left: box.left,
                top: box.top,
                width: box.width,
                height: box.height,
                boxSizing: 'border-box',
                padding: 2,
                overflow: 'hidden',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                textAlign: 'center',
                background: colors.background,
                border: `1.5px solid ${colors.border}`,
                borderRadius: 4,
                lineHeight: 1.15,
              }}
            >
              <strong style={{ fontSize: labelSize }}>{space.label}</strong>
              {vendor && (
                <span
                  style={{
                    fontSize: nameSize,
                    maxWidth: '100%',
                    overflow: 'hidden',
                    display: '-webkit-box',
                    WebkitLineClamp: nameLines,
                    WebkitBoxOrient: 'vertical',
                    wordBreak: 'break-word',
                  }}
                >
                  {vendor.name}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </Box>
  );
}
