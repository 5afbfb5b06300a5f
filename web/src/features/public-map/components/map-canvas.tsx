import { Box } from '@mantine/core';
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

interface MapCanvasProps {
  spaces: readonly PublicSpace[];
  landmarks: readonly PublicLandmark[];
  /** The vendor on each space, for published dates. */
  vendorBySpace: ReadonlyMap<string, PublicVendor>;
  zoom: number;
  showGrid: boolean;
}

/**
 * The market drawn to scale (12 px per foot times the zoom) with absolutely positioned boxes, inside a scrollable
 * area 70 % of the viewport high.
 */
export function MapCanvas({ spaces, landmarks, vendorBySpace, zoom, showGrid }: MapCanvasProps) {
  const spaceBoxes = spaces.map((s) => ({ space: s, box: spaceBox(s, zoom) }));
  const landmarkBoxes = landmarks.map((l) => ({ landmark: l, box: landmarkBox(l, zoom) }));
  const extent = mapExtent(
    [...spaceBoxes, ...landmarkBoxes].map((b) => b.box),
    zoom,
  );
  const grid = feetToPx(GRID_FEET, zoom);
  const labelSize = Math.max(8, 12 * zoom);
  const nameSize = Math.max(7, 10 * zoom);

  return (
    <Box
      role="region"
      aria-label="Market map"
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
          const colors = vendor ? SPACE_COLORS.vendor : SPACE_COLORS.available;
          return (
            <div
              key={space.id}
              role="img"
              aria-label={`Space ${space.label}: ${vendor ? vendor.name : 'Available'}`}
              title={vendor ? `${space.label}: ${vendor.name}` : `${space.label}: Available`}
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
                    WebkitLineClamp: 3,
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
