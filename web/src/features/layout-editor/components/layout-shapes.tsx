import { t } from '@lingui/core/macro';
import { memo } from 'react';
import type { EditorLandmark, EditorSpace } from '../lib/editor-state';

/** The public map's colours: an available space, a space with a vendor; the selection outline. */
export const SHAPE_COLORS = {
  available: { fill: 'var(--mantine-color-white)', stroke: 'var(--mantine-color-gray-6)' },
  vendor: { fill: 'var(--mantine-color-leaf-1)', stroke: 'var(--mantine-color-leaf-7)' },
  selected: 'var(--mantine-color-blue-7)',
  text: 'var(--mantine-color-dark-9)',
} as const;

/** Cuts a name to what fits across `widthFeet` at `fontFeet` (about half a font size per character). */
function fitText(text: string, widthFeet: number, fontFeet: number): string {
  const max = Math.max(1, Math.floor((widthFeet - 0.4) / (fontFeet * 0.55)));
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`;
}

interface SpaceShapeProps {
  space: EditorSpace;
  selected: boolean;
  /** Feet the shape is drawn off its position while it is being dragged. */
  dx: number;
  dy: number;
  showVendor: boolean;
  /** The smallest font, in feet, that reads at the zoom level; a name is then cut shorter to fit the space. */
  minFontFeet?: number;
}

/** One space, drawn in feet (the drawing's viewBox is in feet). Memoised: dragging others does not redraw it. */
export const SpaceShape = memo(function SpaceShape({
  space,
  selected,
  dx,
  dy,
  showVendor,
  minFontFeet = 0,
}: SpaceShapeProps) {
  const x = space.position.x + dx;
  const y = space.position.y + dy;
  const colors = space.vendor ? SHAPE_COLORS.vendor : SHAPE_COLORS.available;
  const labelSize = Math.max(minFontFeet, Math.min(1.2, space.height / 3, space.width / 2.5));
  const nameSize = Math.max(minFontFeet, labelSize * 0.75);
  const name = showVendor && space.vendor ? fitText(space.vendor.name, space.width, nameSize) : null;
  const { label } = space;
  const holder = space.vendor ? space.vendor.name : t`Available`;
  return (
    <g
      data-item-id={space.id}
      data-kind="space"
      data-testid="layout-space"
      data-label={space.label}
      data-x={x}
      data-y={y}
      role="img"
      aria-label={t`Space ${label}: ${holder}`}
      style={{ cursor: 'move', touchAction: 'none' }}
    >
      {/* The whole name on hover, where the drawing shows it cut short. */}
      <title>{`${label}: ${holder}`}</title>
      <rect
        x={x}
        y={y}
        width={space.width}
        height={space.height}
        rx={0.3}
        fill={colors.fill}
        stroke={selected ? SHAPE_COLORS.selected : colors.stroke}
        strokeWidth={selected ? 3 : 1.5}
        vectorEffect="non-scaling-stroke"
      />
      <text
        x={x + space.width / 2}
        y={y + space.height / 2 + (name ? -nameSize * 0.3 : labelSize * 0.35)}
        fontSize={labelSize}
        fontWeight={700}
        textAnchor="middle"
        fill={SHAPE_COLORS.text}
        style={{ pointerEvents: 'none', userSelect: 'none' }}
      >
        {space.label}
      </text>
      {name && (
        <text
          x={x + space.width / 2}
          y={y + space.height / 2 + nameSize * 1.1}
          fontSize={nameSize}
          textAnchor="middle"
          fill={SHAPE_COLORS.text}
          style={{ pointerEvents: 'none', userSelect: 'none' }}
        >
          {name}
        </text>
      )}
    </g>
  );
});

interface LandmarkShapeProps {
  landmark: EditorLandmark;
  color: string;
  round: boolean;
  selected: boolean;
  dx: number;
  dy: number;
}

export const LandmarkShape = memo(function LandmarkShape({
  landmark,
  color,
  round,
  selected,
  dx,
  dy,
}: LandmarkShapeProps) {
  const x = landmark.position.x + dx;
  const { label } = landmark;
  const y = landmark.position.y + dy;
  const { width, height } = landmark.dimensions;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const fontSize = Math.min(1, height / 2.5, width / 3);
  return (
    <g
      data-item-id={landmark.id}
      data-kind="landmark"
      data-testid="layout-landmark"
      role="img"
      aria-label={t`Landmark ${label}`}
      transform={landmark.rotation ? `rotate(${landmark.rotation} ${cx} ${cy})` : undefined}
      style={{ cursor: 'move', touchAction: 'none' }}
    >
      {round ? (
        <ellipse
          cx={cx}
          cy={cy}
          rx={width / 2}
          ry={height / 2}
          fill={color}
          fillOpacity={0.15}
          stroke={selected ? SHAPE_COLORS.selected : color}
          strokeWidth={selected ? 3 : 2}
          vectorEffect="non-scaling-stroke"
        />
      ) : (
        <rect
          x={x}
          y={y}
          width={width}
          height={height}
          rx={0.5}
          fill={color}
          fillOpacity={0.15}
          stroke={selected ? SHAPE_COLORS.selected : color}
          strokeWidth={selected ? 3 : 2}
          vectorEffect="non-scaling-stroke"
        />
      )}
      <text
        x={cx}
        y={cy + fontSize * 0.35}
        fontSize={fontSize}
        textAnchor="middle"
        fill={SHAPE_COLORS.text}
        style={{ pointerEvents: 'none', userSelect: 'none' }}
      >
        {fitText(landmark.label, width, fontSize)}
      </text>
    </g>
  );
});
