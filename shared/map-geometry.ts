/**
 * The market map's drawing rules (spec 2 §2.8, §9), shared by the public map and the admin layout screen:
 * positions and sizes are stored in feet and drawn at 12 px per foot times the zoom level.
 */
export const PX_PER_FOOT = 12;
export const DEFAULT_SPACE_FEET = { width: 10, height: 10 } as const;
/** A landmark without dimensions is drawn 40 px square (at zoom 1). */
export const DEFAULT_LANDMARK_PX = 40;
export const ZOOM = { min: 0.5, max: 2, step: 0.2, initial: 1 } as const;
/** The map area is this share of the viewport's height. */
export const MAP_HEIGHT_VH = 70;
/** Empty room drawn beyond the furthest space or landmark, in feet. */
const MAP_MARGIN_FEET = 5;

export interface Feet {
  width: number;
  height: number;
}

/** 'WxH' in feet (e.g. '10x20'); anything else, or nothing, is the default 10x10. */
export function parseSize(size: string | null | undefined): Feet {
  const m = /^\s*(\d+(?:\.\d+)?)\s*[xX×]\s*(\d+(?:\.\d+)?)\s*$/.exec(size ?? '');
  if (!m) return { ...DEFAULT_SPACE_FEET };
  const width = Number(m[1]);
  const height = Number(m[2]);
  if (!(width > 0) || !(height > 0)) return { ...DEFAULT_SPACE_FEET };
  return { width, height };
}

export const feetToPx = (feet: number, zoom: number) => feet * PX_PER_FOOT * zoom;

/** Keeps a zoom level within 0.5–2 and on one decimal, so repeated steps do not drift (0.1 + 0.2 …). */
export function clampZoom(zoom: number): number {
  const rounded = Math.round(zoom * 10) / 10;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, rounded));
}
export const zoomIn = (zoom: number) => clampZoom(zoom + ZOOM.step);
/**
 * One step out, never below `floor`: 50 %, or the fitted level when a market wider than the screen at 50 % opened
 * below it (a map opened to fit may be zoomed back out to fit, no further).
 */
export function zoomOut(zoom: number, floor: number = ZOOM.min): number {
  const next = Math.min(ZOOM.max, Math.round((zoom - ZOOM.step) * 10) / 10);
  return Math.max(Math.min(floor, zoom), next);
}
/** The lowest level a map opened to fit may take; below it a 10-foot space would be too small to read. */
const FIT_ZOOM_MIN = 0.2;
/** Screen px kept free around a fitted drawing, so its edges do not touch the frame. */
const FIT_PADDING_PX = 16;

/**
 * The zoom at which a drawing `size` px large at 100 % fits inside `room` px: the whole market on screen. Never
 * above 100 % (a small area is not blown up), never below FIT_ZOOM_MIN; rounded down to a whole percent so it fits.
 * With nothing to draw or no room measured, 100 %.
 */
export function fitZoom(size: Feet, room: Feet): number {
  const width = room.width - FIT_PADDING_PX;
  const height = room.height - FIT_PADDING_PX;
  if (!(size.width > 0 && size.height > 0 && width > 0 && height > 0)) return ZOOM.initial;
  const zoom = Math.min(width / size.width, height / size.height, ZOOM.initial);
  return Math.max(FIT_ZOOM_MIN, Math.floor(zoom * 100) / 100);
}
export const zoomLabel = (zoom: number) => `${Math.round(zoom * 100)}%`;

export interface PxBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function spaceBox(space: { position: { x: number; y: number }; size?: string | null }, zoom: number): PxBox {
  const { width, height } = parseSize(space.size);
  return {
    left: feetToPx(space.position.x, zoom),
    top: feetToPx(space.position.y, zoom),
    width: feetToPx(width, zoom),
    height: feetToPx(height, zoom),
  };
}

/** Landmark dimensions are in feet; a missing or non-positive one falls back to 40 px. */
export function landmarkBox(
  landmark: {
    position: { x: number; y: number };
    dimensions?: { width?: number | null; height?: number | null } | null;
  },
  zoom: number,
): PxBox {
  const side = (feet: number | null | undefined) =>
    typeof feet === 'number' && feet > 0 ? feetToPx(feet, zoom) : DEFAULT_LANDMARK_PX * zoom;
  return {
    left: feetToPx(landmark.position.x, zoom),
    top: feetToPx(landmark.position.y, zoom),
    width: side(landmark.dimensions?.width),
    height: side(landmark.dimensions?.height),
  };
}

/** The drawing's size in px: the furthest right and bottom edge of anything on it, plus a margin. */
export function mapExtent(boxes: readonly PxBox[], zoom: number): { width: number; height: number } {
  const margin = feetToPx(MAP_MARGIN_FEET, zoom);
  let width = 0;
  let height = 0;
  for (const b of boxes) {
    width = Math.max(width, b.left + b.width);
    height = Math.max(height, b.top + b.height);
  }
  return { width: Math.ceil(width + margin), height: Math.ceil(height + margin) };
}
