import { memo, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { PX_PER_FOOT } from '@shared/map-geometry';
import type { Layout } from '@shared/schemas/layout-editor';
import {
  boxOf,
  intersects,
  resizedBox,
  snap,
  type EditorLandmark,
  type EditorSpace,
  type Handle,
  type Rect,
} from '../lib/editor-state';
import { LandmarkShape, SHAPE_COLORS, SpaceShape } from './layout-shapes';

/** Grid lines every 5 feet; positions snap to whole feet. */
const GRID_FEET = 5;
/** Room beyond the furthest item to drag into, and the smallest drawing, in feet. */
const ROOM_FEET = 20;
const MIN_EXTENT = { width: 80, height: 50 };
const HANDLE_PX = 10;
const MIN_LABEL_PX = 10;
const ROTATE_STEP = 15;
const HANDLES: Handle[] = ['nw', 'ne', 'sw', 'se'];

export interface CanvasHandlers {
  onSelect: (id: string, additive: boolean) => void;
  onSelectMany: (ids: string[], additive: boolean) => void;
  onClearSelection: () => void;
  onMove: (dx: number, dy: number) => void;
  onResize: (id: string, rect: Rect) => void;
  onRotate: (id: string, rotation: number) => void;
  onDropVendor?: (spaceId: string, vendorId: string) => void;
}

type Drag =
  | { kind: 'move'; startX: number; startY: number; dx: number; dy: number }
  | { kind: 'resize'; id: string; handle: Handle; box: Rect; startX: number; startY: number; rect: Rect }
  | { kind: 'rotate'; id: string; cx: number; cy: number; rotation: number }
  | { kind: 'box'; startX: number; startY: number; x: number; y: number; additive: boolean };

interface LayoutCanvasProps {
  spaces: readonly EditorSpace[];
  landmarks: readonly EditorLandmark[];
  landmarkTypes: Layout['landmarkTypes'];
  selection: ReadonlySet<string>;
  zoom: number;
  showGrid: boolean;
  showVendors?: boolean;
  /** Without handlers the drawing is read-only (the print view). */
  handlers?: CanvasHandlers;
  label: string;
  /** Draw to fit its box (print) instead of 12 px per foot times the zoom. */
  fit?: boolean;
}

const DRAWING_ID = 'layout-drawing';

/** The drawing's size in feet: room to drag into beyond the furthest item while editing, a thin margin to print. */
export function drawingExtent(spaces: readonly EditorSpace[], landmarks: readonly EditorLandmark[], fit = false) {
  let width = 0;
  let height = 0;
  for (const item of [...spaces, ...landmarks]) {
    const b = boxOf(item);
    width = Math.max(width, b.x + b.width);
    height = Math.max(height, b.y + b.height);
  }
  const room = fit ? 2 : ROOM_FEET;
  const min = fit ? { width: 10, height: 10 } : MIN_EXTENT;
  return {
    width: Math.max(min.width, Math.ceil(width + room)),
    height: Math.max(min.height, Math.ceil(height + room)),
  };
}

/**
 * The market drawn in SVG with a viewBox in feet, so shapes are stored and drawn in the same unit. Pointer events
 * are handled once on the drawing (shapes carry their id), so the shapes themselves take no callbacks and stay
 * memoised: while dragging, only the dragged ones are drawn again.
 */
export function LayoutCanvas(props: LayoutCanvasProps) {
  const { spaces, landmarks, landmarkTypes, selection, zoom, showGrid, handlers, fit } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  // The extent is kept while dragging, so the drawing does not grow under the pointer.
  const extent = useMemo(() => drawingExtent(spaces, landmarks, fit), [spaces, landmarks, fit]);
  const types = useMemo(() => new Map(landmarkTypes.map((t) => [t.id, t])), [landmarkTypes]);
  const scale = PX_PER_FOOT * zoom;

  const toFeet = (e: { clientX: number; clientY: number }) => {
    const rect = svgRef.current!.getBoundingClientRect();
    return { x: (e.clientX - rect.left) / scale, y: (e.clientY - rect.top) / scale };
  };

  const allItems = (): (EditorSpace | EditorLandmark)[] => [...spaces, ...landmarks];
  const findItem = (id: string) => allItems().find((i) => i.id === id);

  function onPointerDown(e: ReactPointerEvent<SVGSVGElement>) {
    if (!handlers || e.button !== 0) return;
    const target = e.target as Element;
    const p = toFeet(e);
    const handleEl = target.closest('[data-handle]');
    const itemEl = target.closest('[data-item-id]');
    svgRef.current!.setPointerCapture?.(e.pointerId);
    if (handleEl) {
      const id = handleEl.getAttribute('data-for')!;
      const item = findItem(id);
      if (!item) return;
      const box = boxOf(item);
      const handle = handleEl.getAttribute('data-handle') as Handle | 'rotate';
      if (handle === 'rotate') {
        setDrag({
          kind: 'rotate',
          id,
          cx: box.x + box.width / 2,
          cy: box.y + box.height / 2,
          rotation: 'rotation' in item ? item.rotation : 0,
        });
      } else setDrag({ kind: 'resize', id, handle, box, startX: p.x, startY: p.y, rect: box });
      return;
    }
    if (itemEl) {
      const id = itemEl.getAttribute('data-item-id')!;
      if (e.shiftKey) {
        handlers.onSelect(id, true);
        if (selection.has(id)) return;
      } else if (!selection.has(id)) handlers.onSelect(id, false);
      setDrag({ kind: 'move', startX: p.x, startY: p.y, dx: 0, dy: 0 });
      return;
    }
    setDrag({ kind: 'box', startX: p.x, startY: p.y, x: p.x, y: p.y, additive: e.shiftKey });
  }

  function onPointerMove(e: ReactPointerEvent<SVGSVGElement>) {
    if (!drag) return;
    const p = toFeet(e);
    if (drag.kind === 'move') {
      const dx = snap(p.x - drag.startX);
      const dy = snap(p.y - drag.startY);
      if (dx !== drag.dx || dy !== drag.dy) setDrag({ ...drag, dx, dy });
    } else if (drag.kind === 'resize') {
      const rect = resizedBox(drag.box, drag.handle, snap(p.x - drag.startX), snap(p.y - drag.startY));
      setDrag({ ...drag, rect });
    } else if (drag.kind === 'rotate') {
      const angle = (Math.atan2(p.y - drag.cy, p.x - drag.cx) * 180) / Math.PI + 90;
      const rotation = (((Math.round(angle / ROTATE_STEP) * ROTATE_STEP) % 360) + 360) % 360;
      if (rotation !== drag.rotation) setDrag({ ...drag, rotation });
    } else setDrag({ ...drag, x: p.x, y: p.y });
  }

  function onPointerUp() {
    if (!drag || !handlers) return;
    setDrag(null);
    if (drag.kind === 'move') {
      if (drag.dx || drag.dy) handlers.onMove(drag.dx, drag.dy);
    } else if (drag.kind === 'resize') handlers.onResize(drag.id, drag.rect);
    else if (drag.kind === 'rotate') handlers.onRotate(drag.id, drag.rotation);
    else {
      const box = boxRect(drag);
      if (box.width < 0.5 && box.height < 0.5) {
        if (!drag.additive) handlers.onClearSelection();
        return;
      }
      handlers.onSelectMany(
        allItems()
          .filter((i) => intersects(box, boxOf(i)))
          .map((i) => i.id),
        drag.additive,
      );
    }
  }

  const moving = drag?.kind === 'move' ? drag : null;
  const live = (item: EditorSpace | EditorLandmark) => {
    if (drag?.kind === 'resize' && drag.id === item.id) {
      const r = drag.rect;
      return 'width' in item
        ? { ...item, position: { x: r.x, y: r.y }, width: r.width, height: r.height }
        : { ...item, position: { x: r.x, y: r.y }, dimensions: { width: r.width, height: r.height } };
    }
    if (drag?.kind === 'rotate' && drag.id === item.id && 'rotation' in item)
      return { ...item, rotation: drag.rotation };
    return item;
  };

  const override = useMemo(() => {
    if (drag?.kind !== 'resize' && drag?.kind !== 'rotate') return null;
    const item = findItem(drag.id);
    return item ? live(item) : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the dragged item's live shape follows the drag alone
  }, [drag]);
  const single = selection.size === 1 && handlers ? findItem([...selection][0]!) : undefined;
  const singleLive = single ? live(single) : undefined;
  const handleSize = HANDLE_PX / scale;
  // Labels stay at least MIN_LABEL_PX on screen however far the drawing is zoomed out; the print view fits a page.
  const minFontFeet = fit ? 0 : MIN_LABEL_PX / scale;

  return (
    <svg
      ref={svgRef}
      id={DRAWING_ID}
      data-testid="layout-drawing"
      role="group"
      aria-label={props.label}
      width={fit ? '100%' : extent.width * scale}
      height={fit ? '100%' : extent.height * scale}
      viewBox={`0 0 ${extent.width} ${extent.height}`}
      preserveAspectRatio="xMinYMin meet"
      // A finger on a shape drags it; on open ground it scrolls the drawing (the browser then cancels the box).
      style={{ display: 'block', userSelect: 'none' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      onDragOver={(e) => {
        if (handlers?.onDropVendor && (e.target as Element).closest('[data-kind="space"]')) e.preventDefault();
      }}
      onDrop={(e) => {
        const spaceId = (e.target as Element).closest('[data-kind="space"]')?.getAttribute('data-item-id');
        const vendorId = e.dataTransfer.getData('text/x-vendor-id');
        if (spaceId && vendorId && handlers?.onDropVendor) {
          e.preventDefault();
          handlers.onDropVendor(spaceId, vendorId);
        }
      }}
    >
      <defs>
        <pattern id="layout-grid" width={GRID_FEET} height={GRID_FEET} patternUnits="userSpaceOnUse">
          <path
            d={`M ${GRID_FEET} 0 L 0 0 0 ${GRID_FEET}`}
            fill="none"
            stroke="var(--mantine-color-gray-3)"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        </pattern>
      </defs>
      <rect
        x={0}
        y={0}
        width={extent.width}
        height={extent.height}
        fill={showGrid ? 'url(#layout-grid)' : 'var(--mantine-color-gray-0)'}
      />
      <ShapesLayer
        spaces={spaces}
        landmarks={landmarks}
        types={types}
        selection={selection}
        hidden={moving ? selection : null}
        override={override}
        showVendors={props.showVendors ?? true}
        minFontFeet={minFontFeet}
      />
      {moving && (
        <g transform={`translate(${moving.dx} ${moving.dy})`} data-testid="dragged-shapes">
          <ShapesLayer
            spaces={spaces}
            landmarks={landmarks}
            types={types}
            selection={selection}
            only={selection}
            override={null}
            showVendors={props.showVendors ?? true}
            minFontFeet={minFontFeet}
          />
        </g>
      )}
      {singleLive && !moving && (
        <g>
          {HANDLES.map((h) => {
            const b = boxOf(singleLive);
            const hx = h.endsWith('w') ? b.x : b.x + b.width;
            const hy = h.startsWith('n') ? b.y : b.y + b.height;
            const rotation = 'rotation' in singleLive ? singleLive.rotation : 0;
            return (
              <rect
                key={h}
                data-handle={h}
                data-for={singleLive.id}
                data-testid={`handle-${h}`}
                x={hx - handleSize / 2}
                y={hy - handleSize / 2}
                width={handleSize}
                height={handleSize}
                fill="var(--mantine-color-white)"
                stroke={SHAPE_COLORS.selected}
                strokeWidth={1.5}
                vectorEffect="non-scaling-stroke"
                transform={rotation ? `rotate(${rotation} ${b.x + b.width / 2} ${b.y + b.height / 2})` : undefined}
                style={{ cursor: h === 'nw' || h === 'se' ? 'nwse-resize' : 'nesw-resize', touchAction: 'none' }}
              />
            );
          })}
          {'rotation' in singleLive && (
            <circle
              data-handle="rotate"
              data-for={singleLive.id}
              data-testid="handle-rotate"
              cx={singleLive.position.x + singleLive.dimensions.width / 2}
              cy={singleLive.position.y - handleSize * 2}
              r={handleSize / 1.6}
              fill={SHAPE_COLORS.selected}
              transform={`rotate(${singleLive.rotation} ${singleLive.position.x + singleLive.dimensions.width / 2} ${
                singleLive.position.y + singleLive.dimensions.height / 2
              })`}
              style={{ cursor: 'grab', touchAction: 'none' }}
            />
          )}
        </g>
      )}
      {drag?.kind === 'box' && (
        <rect
          {...toSvgRect(boxRect(drag))}
          fill="var(--mantine-color-blue-1)"
          fillOpacity={0.4}
          stroke={SHAPE_COLORS.selected}
          strokeDasharray="4 3"
          vectorEffect="non-scaling-stroke"
          data-testid="selection-box"
        />
      )}
    </svg>
  );
}

interface ShapesLayerProps {
  spaces: readonly EditorSpace[];
  landmarks: readonly EditorLandmark[];
  types: ReadonlyMap<string, Layout['landmarkTypes'][number]>;
  selection: ReadonlySet<string>;
  /** Items drawn elsewhere (the dragged ones, in their own moving group). */
  hidden?: ReadonlySet<string> | null;
  /** Draw only these. */
  only?: ReadonlySet<string>;
  /** The item being resized or rotated, as it is under the pointer. */
  override: EditorSpace | EditorLandmark | null;
  showVendors: boolean;
  /** The smallest label, in feet, that still reads on screen at the zoom level. */
  minFontFeet: number;
}

/**
 * Every shape, memoised as a whole: while a selection is dragged, this layer does not render again at all (the
 * dragged shapes move in their own group), and while one item is resized only that item's shape is drawn again.
 */
const ShapesLayer = memo(function ShapesLayer(p: ShapesLayerProps) {
  const show = (id: string) => (p.only ? p.only.has(id) : !p.hidden?.has(id));
  const pick = <T extends { id: string }>(item: T): T =>
    p.override?.id === item.id ? (p.override as unknown as T) : item;
  return (
    <>
      {p.landmarks.map((l) => {
        if (!show(l.id)) return null;
        const type = p.types.get(l.landmarkTypeId);
        return (
          <LandmarkShape
            key={l.id}
            landmark={pick(l)}
            color={type?.color || 'black'}
            round={type?.shape === 'circle'}
            selected={p.selection.has(l.id)}
            dx={0}
            dy={0}
          />
        );
      })}
      {p.spaces.map((s) =>
        show(s.id) ? (
          <SpaceShape
            key={s.id}
            space={pick(s)}
            selected={p.selection.has(s.id)}
            dx={0}
            dy={0}
            showVendor={p.showVendors}
            minFontFeet={p.minFontFeet}
          />
        ) : null,
      )}
    </>
  );
});

const boxRect = (d: { startX: number; startY: number; x: number; y: number }): Rect => ({
  x: Math.min(d.startX, d.x),
  y: Math.min(d.startY, d.y),
  width: Math.abs(d.x - d.startX),
  height: Math.abs(d.y - d.startY),
});
const toSvgRect = (r: Rect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
