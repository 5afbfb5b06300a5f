/**
 * Spaces from a market's own stall list (a spreadsheet saved as CSV): each row's label, area, space type, size and,
 * when the sheet has it, position. Rows are checked against the layout they join — its areas and space types, the
 * labels already taken — and placed in rows below the drawing when they carry no position. Nothing is saved here:
 * the spaces join the editor, and the layout's one save writes them with everything else.
 */
import { t } from '@lingui/core/macro';
import { DEFAULT_SPACE_FEET, parseSize } from '@shared/map-geometry';
import type { Layout } from '@shared/schemas/layout-editor';
import type { EditorLandmark, EditorSpace } from './editor-state';

/** A header compared on letters only: "Space #" and "space" are one column. */
const squash = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

const COLUMNS = {
  label: ['label', 'space', 'spacelabel', 'spacenumber', 'stall', 'stallnumber', 'booth', 'number', 'spaceid'],
  area: ['area', 'zone', 'section'],
  spaceType: ['spacetype', 'type', 'stalltype'],
  size: ['size', 'dimensions', 'feet'],
  width: ['width', 'w'],
  height: ['height', 'depth', 'length', 'h'],
  x: ['x', 'left'],
  y: ['y', 'top'],
} as const;

const LABEL_MAX = 20;
const SIDE_MAX = 500;
/** Spaces placed per row when the sheet gives no position, and the gap around them, in feet. */
const PER_ROW = 10;
const GAP = 2;

interface SpaceImportProblem {
  line: number;
  message: string;
}

export interface SpaceImport {
  spaces: EditorSpace[];
  problems: SpaceImportProblem[];
}

const wholeFeet = (v: string | undefined) => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= SIDE_MAX ? n : NaN;
};

/** The layout the spaces join: its vocabulary and what is drawn on it now. */
export interface SheetTarget {
  areas: Layout['areas'];
  spaceTypes: Layout['spaceTypes'];
  spaces: readonly EditorSpace[];
  landmarks: readonly EditorLandmark[];
}

export function spacesFromSheet(
  rows: readonly Record<string, string | undefined>[],
  layout: SheetTarget,
  newId: () => string,
): SpaceImport {
  const areas = new Map(layout.areas.map((a) => [a.name.trim().toLowerCase(), a]));
  const types = new Map(layout.spaceTypes.map((t) => [t.name.trim().toLowerCase(), t]));
  const taken = new Set(layout.spaces.map((s) => s.label.trim().toLowerCase()));
  const bottom = Math.max(
    0,
    ...layout.spaces.map((s) => s.position.y + s.height),
    ...layout.landmarks.map((l) => l.position.y + l.dimensions.height),
  );
  const spaces: EditorSpace[] = [];
  const problems: SpaceImportProblem[] = [];
  let placed = 0;
  let rowHeight = 0;
  let cursor = { x: GAP, y: bottom + GAP * 2 };

  rows.forEach((raw, i) => {
    // Line 1 is the header.
    const line = i + 2;
    const cells = new Map(Object.entries(raw).map(([k, v]) => [squash(k), (v ?? '').trim()]));
    const cell = (names: readonly string[]) => names.map((n) => cells.get(n)).find((v) => v !== undefined && v !== '');
    const label = cell(COLUMNS.label) ?? '';
    const fail = (message: string) => problems.push({ line, message });
    if (!label) return fail(t`Label is required`);
    if (label.length > LABEL_MAX) return fail(t`Label must be at most ${LABEL_MAX} characters`);
    if (/^[=+\-@]/.test(label)) return fail(t`Label cannot start with =, +, - or @`);
    if (taken.has(label.toLowerCase())) return fail(t`Space ${label} is already on the layout`);

    const areaName = cell(COLUMNS.area);
    const area = areaName ? areas.get(areaName.toLowerCase()) : undefined;
    if (areaName && !area) return fail(t`Unknown area "${areaName}"`);
    const typeName = cell(COLUMNS.spaceType);
    const type = typeName ? types.get(typeName.toLowerCase()) : undefined;
    if (typeName && !type) return fail(t`Unknown space type "${typeName}"`);

    const sizeText = cell(COLUMNS.size);
    const sized = sizeText ? parseSize(sizeText) : type ? parseSize(type.size) : { ...DEFAULT_SPACE_FEET };
    if (sizeText && !/^\s*\d+\s*[xX×]\s*\d+\s*$/.test(sizeText)) {
      return fail(t`Size must be width x height in feet, e.g. 10x10`);
    }
    const width = wholeFeet(cell(COLUMNS.width)) ?? sized.width;
    const height = wholeFeet(cell(COLUMNS.height)) ?? sized.height;
    if (Number.isNaN(width) || Number.isNaN(height) || width > SIDE_MAX || height > SIDE_MAX) {
      return fail(t`Width and height must be whole feet from 1 to ${SIDE_MAX}`);
    }

    const xText = cell(COLUMNS.x);
    const yText = cell(COLUMNS.y);
    let position: { x: number; y: number };
    if (xText !== undefined || yText !== undefined) {
      const x = Number(xText);
      const y = Number(yText);
      if (!Number.isFinite(x) || !Number.isFinite(y) || x < 0 || y < 0 || xText === undefined || yText === undefined) {
        return fail(t`Position needs both x and y, in feet from the top left, 0 or more`);
      }
      position = { x, y };
    } else {
      if (placed > 0 && placed % PER_ROW === 0) cursor = { x: GAP, y: cursor.y + rowHeight + GAP };
      if (placed % PER_ROW === 0) rowHeight = 0;
      position = { ...cursor };
      cursor = { x: cursor.x + width + GAP, y: cursor.y };
      rowHeight = Math.max(rowHeight, height);
      placed += 1;
    }

    taken.add(label.toLowerCase());
    spaces.push({
      id: newId(),
      label,
      areaId: area?.id ?? null,
      spaceTypeId: type?.id ?? null,
      position,
      width,
      height,
      vendor: null,
      isDefault: false,
      updatedAt: null,
    });
  });
  return { spaces, problems };
}
