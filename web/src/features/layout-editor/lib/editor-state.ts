/**
 * The layout editor's state: the document (spaces and landmarks, in feet), the selection, and the undo and redo
 * stacks. Every change that moves, resizes, rotates, adds or deletes is one undo step; selecting is not. Items the
 * change does not touch keep their object identity, so the canvas redraws only what changed.
 */
import type { LayoutLandmark, LayoutSpace } from '@shared/schemas/layout-editor';

export type EditorSpace = LayoutSpace;
export type EditorLandmark = LayoutLandmark;

export interface LayoutDoc {
  spaces: readonly EditorSpace[];
  landmarks: readonly EditorLandmark[];
}

export interface EditorState {
  doc: LayoutDoc;
  /** The document as last loaded or saved: the editor has unsaved changes while `doc` differs from it. */
  saved: LayoutDoc;
  selection: readonly string[];
  past: readonly LayoutDoc[];
  future: readonly LayoutDoc[];
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a resize handle sits: which edges it moves. */
export type Handle = 'nw' | 'ne' | 'sw' | 'se';

export type EditorAction =
  | { type: 'load'; doc: LayoutDoc }
  | { type: 'saved'; doc: LayoutDoc }
  | { type: 'select'; id: string; additive: boolean }
  | { type: 'selectMany'; ids: readonly string[]; additive: boolean }
  | { type: 'clearSelection' }
  | { type: 'moveSelection'; dx: number; dy: number }
  | { type: 'resize'; id: string; rect: Rect }
  | { type: 'rotate'; id: string; rotation: number }
  | { type: 'update'; id: string; changes: Partial<Omit<EditorSpace, 'id'>> | Partial<Omit<EditorLandmark, 'id'>> }
  | { type: 'addSpace'; space: EditorSpace }
  /** Spaces read from a stall list: one undo step for all of them. */
  | { type: 'addSpaces'; spaces: readonly EditorSpace[] }
  | { type: 'addLandmark'; landmark: EditorLandmark }
  | { type: 'duplicateSelection'; newId: () => string; offset: number }
  | { type: 'deleteSelection' }
  | { type: 'undo' }
  | { type: 'redo' };

const HISTORY_LIMIT = 200;
/** The smallest space or landmark side, in feet. */
const MIN_SIDE_FEET = 1;

export function initialEditorState(doc: LayoutDoc = { spaces: [], landmarks: [] }): EditorState {
  return { doc, saved: doc, selection: [], past: [], future: [] };
}

export const isDirty = (s: EditorState) => s.doc !== s.saved;

/** Positions are whole feet on the grid; landmarks' sizes a tenth of a foot. */
export const snap = (feet: number) => Math.round(feet);

function commit(state: EditorState, doc: LayoutDoc, selection = state.selection): EditorState {
  if (doc === state.doc) return selection === state.selection ? state : { ...state, selection };
  return {
    ...state,
    doc,
    selection,
    past: [...state.past, state.doc].slice(-HISTORY_LIMIT),
    future: [],
  };
}

function mapItems(
  doc: LayoutDoc,
  ids: ReadonlySet<string>,
  space: (s: EditorSpace) => EditorSpace,
  landmark: (l: EditorLandmark) => EditorLandmark,
): LayoutDoc {
  let changed = false;
  const spaces = doc.spaces.map((s) => {
    if (!ids.has(s.id)) return s;
    const next = space(s);
    if (next !== s) changed = true;
    return next;
  });
  const landmarks = doc.landmarks.map((l) => {
    if (!ids.has(l.id)) return l;
    const next = landmark(l);
    if (next !== l) changed = true;
    return next;
  });
  return changed ? { spaces, landmarks } : doc;
}

/** The next free label after `label`: its trailing number counted up ('A9' → 'A10'), or '-2', '-3'… appended. */
export function nextLabel(label: string, taken: ReadonlySet<string>): string {
  const m = /^(.*?)(\d+)$/.exec(label);
  const prefix = m ? m[1]! : `${label}-`;
  let n = m ? Number(m[2]) + 1 : 2;
  while (taken.has(`${prefix}${n}`.toLowerCase())) n += 1;
  return `${prefix}${n}`;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action.doc);
    case 'saved':
      return { ...state, saved: action.doc };
    case 'select': {
      if (!action.additive) return { ...state, selection: [action.id] };
      const has = state.selection.includes(action.id);
      return {
        ...state,
        selection: has ? state.selection.filter((id) => id !== action.id) : [...state.selection, action.id],
      };
    }
    case 'selectMany': {
      const ids = action.additive ? [...new Set([...state.selection, ...action.ids])] : [...action.ids];
      return { ...state, selection: ids };
    }
    case 'clearSelection':
      return state.selection.length ? { ...state, selection: [] } : state;
    case 'moveSelection': {
      if (!action.dx && !action.dy) return state;
      const move = <T extends { position: { x: number; y: number } }>(item: T): T => ({
        ...item,
        position: { x: Math.max(0, item.position.x + action.dx), y: Math.max(0, item.position.y + action.dy) },
      });
      return commit(state, mapItems(state.doc, new Set(state.selection), move, move));
    }
    case 'resize': {
      const { rect } = action;
      const width = Math.max(MIN_SIDE_FEET, rect.width);
      const height = Math.max(MIN_SIDE_FEET, rect.height);
      const position = { x: Math.max(0, rect.x), y: Math.max(0, rect.y) };
      return commit(
        state,
        mapItems(
          state.doc,
          new Set([action.id]),
          (s) => ({ ...s, position, width: Math.round(width), height: Math.round(height) }),
          (l) => ({
            ...l,
            position,
            dimensions: { width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10 },
          }),
        ),
      );
    }
    case 'rotate': {
      const rotation = ((Math.round(action.rotation) % 360) + 360) % 360;
      return commit(
        state,
        mapItems(
          state.doc,
          new Set([action.id]),
          (s) => s,
          (l) => (l.rotation === rotation ? l : { ...l, rotation }),
        ),
      );
    }
    case 'update': {
      const apply = <T>(item: T): T => ({ ...item, ...action.changes });
      return commit(state, mapItems(state.doc, new Set([action.id]), apply, apply));
    }
    case 'addSpace':
      return commit(state, { ...state.doc, spaces: [...state.doc.spaces, action.space] }, [action.space.id]);
    case 'addSpaces':
      if (!action.spaces.length) return state;
      return commit(
        state,
        { ...state.doc, spaces: [...state.doc.spaces, ...action.spaces] },
        action.spaces.map((s) => s.id),
      );
    case 'addLandmark':
      return commit(state, { ...state.doc, landmarks: [...state.doc.landmarks, action.landmark] }, [
        action.landmark.id,
      ]);
    case 'duplicateSelection': {
      const ids = new Set(state.selection);
      if (!ids.size) return state;
      const taken = new Set(state.doc.spaces.map((s) => s.label.toLowerCase()));
      const shift = (p: { x: number; y: number }) => ({ x: p.x + action.offset, y: p.y + action.offset });
      const spaces = state.doc.spaces
        .filter((s) => ids.has(s.id))
        .map((s) => {
          const label = nextLabel(s.label, taken);
          taken.add(label.toLowerCase());
          return {
            ...s,
            id: action.newId(),
            label,
            position: shift(s.position),
            vendor: null,
            isDefault: false,
            updatedAt: null,
          };
        });
      const landmarks = state.doc.landmarks
        .filter((l) => ids.has(l.id))
        .map((l) => ({ ...l, id: action.newId(), position: shift(l.position) }));
      return commit(
        state,
        { spaces: [...state.doc.spaces, ...spaces], landmarks: [...state.doc.landmarks, ...landmarks] },
        [...spaces, ...landmarks].map((i) => i.id),
      );
    }
    case 'deleteSelection': {
      const ids = new Set(state.selection);
      if (!ids.size) return state;
      return commit(
        state,
        {
          spaces: state.doc.spaces.filter((s) => !ids.has(s.id)),
          landmarks: state.doc.landmarks.filter((l) => !ids.has(l.id)),
        },
        [],
      );
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { ...state, doc: previous, past: state.past.slice(0, -1), future: [state.doc, ...state.future] };
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return { ...state, doc: next, past: [...state.past, state.doc], future: state.future.slice(1) };
    }
  }
}

/** A space's or landmark's box in feet. */
export function boxOf(item: EditorSpace | EditorLandmark): Rect {
  return 'width' in item
    ? { x: item.position.x, y: item.position.y, width: item.width, height: item.height }
    : { x: item.position.x, y: item.position.y, width: item.dimensions.width, height: item.dimensions.height };
}

/** The box a resize handle dragged by (dx, dy) feet makes of `box`, its opposite corner staying put. */
export function resizedBox(box: Rect, handle: Handle, dx: number, dy: number): Rect {
  const left = handle === 'nw' || handle === 'sw';
  const top = handle === 'nw' || handle === 'ne';
  const width = Math.max(MIN_SIDE_FEET, box.width + (left ? -dx : dx));
  const height = Math.max(MIN_SIDE_FEET, box.height + (top ? -dy : dy));
  return {
    x: left ? box.x + box.width - width : box.x,
    y: top ? box.y + box.height - height : box.y,
    width,
    height,
  };
}

export const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
