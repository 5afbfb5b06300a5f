import { describe, expect, it } from 'vitest';
import {
  editorReducer,
  initialEditorState,
  isDirty,
  nextLabel,
  resizedBox,
  type EditorAction,
  type EditorLandmark,
  type EditorSpace,
  type EditorState,
} from './editor-state';

const space = (id: string, label: string, x = 0, y = 0, vendor: EditorSpace['vendor'] = null): EditorSpace => ({
  id,
  label,
  areaId: null,
  spaceTypeId: null,
  position: { x, y },
  width: 10,
  height: 10,
  vendor,
  isDefault: false,
  updatedAt: null,
});
const landmark = (id: string): EditorLandmark => ({
  id,
  label: 'Entrance',
  landmarkTypeId: 'lt',
  areaId: null,
  position: { x: 50, y: 0 },
  dimensions: { width: 4, height: 4 },
  rotation: 0,
});

const start = () =>
  initialEditorState({
    spaces: [space('a', 'A1'), space('b', 'A2', 12), space('c', 'A3', 24)],
    landmarks: [landmark('l')],
  });
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const pos = (s: EditorState, id: string) => [...s.doc.spaces, ...s.doc.landmarks].find((i) => i.id === id)!.position;

describe('the layout editor', () => {
  it('moves the selected spaces and landmarks together and leaves the others untouched', () => {
    const before = start();
    const after = run(
      before,
      { type: 'select', id: 'a', additive: false },
      { type: 'select', id: 'l', additive: true },
      { type: 'moveSelection', dx: 3, dy: 4 },
    );
    expect(pos(after, 'a')).toEqual({ x: 3, y: 4 });
    expect(pos(after, 'l')).toEqual({ x: 53, y: 4 });
    expect(after.doc.spaces[1]).toBe(before.doc.spaces[1]);
    expect(isDirty(after)).toBe(true);
  });

  it('keeps moved items on the map (never left of or above its corner)', () => {
    const after = run(start(), { type: 'select', id: 'a', additive: false }, { type: 'moveSelection', dx: -5, dy: -1 });
    expect(pos(after, 'a')).toEqual({ x: 0, y: 0 });
  });

  it('shift-click adds to the selection and removes an item already in it; a box selects several', () => {
    let s = run(start(), { type: 'select', id: 'a', additive: false }, { type: 'select', id: 'b', additive: true });
    expect(s.selection).toEqual(['a', 'b']);
    s = run(s, { type: 'select', id: 'a', additive: true });
    expect(s.selection).toEqual(['b']);
    s = run(s, { type: 'selectMany', ids: ['c', 'l'], additive: true });
    expect(s.selection).toEqual(['b', 'c', 'l']);
    s = run(s, { type: 'selectMany', ids: ['a'], additive: false });
    expect(s.selection).toEqual(['a']);
  });

  it('nudges the selection by whole feet with the arrow keys, each nudge one undo step', () => {
    let s = run(start(), { type: 'selectMany', ids: ['a', 'b'], additive: false });
    s = run(s, { type: 'moveSelection', dx: 1, dy: 0 }, { type: 'moveSelection', dx: 0, dy: 1 });
    expect(pos(s, 'a')).toEqual({ x: 1, y: 1 });
    expect(pos(s, 'b')).toEqual({ x: 13, y: 1 });
    s = run(s, { type: 'undo' });
    expect(pos(s, 'a')).toEqual({ x: 1, y: 0 });
  });

  it('resizes by a corner handle, keeping the opposite corner in place and at least one foot a side', () => {
    expect(resizedBox({ x: 10, y: 10, width: 10, height: 10 }, 'nw', 2, -3)).toEqual({
      x: 12,
      y: 7,
      width: 8,
      height: 13,
    });
    expect(resizedBox({ x: 0, y: 0, width: 10, height: 10 }, 'se', -20, 5)).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 15,
    });
    const s = run(start(), { type: 'resize', id: 'a', rect: { x: 0, y: 0, width: 12.4, height: 20 } });
    expect(s.doc.spaces[0]).toMatchObject({ width: 12, height: 20 });
  });

  it('rotates a landmark, keeping the angle within 0–359 degrees', () => {
    let s = run(start(), { type: 'rotate', id: 'l', rotation: 450 });
    expect(s.doc.landmarks[0]!.rotation).toBe(90);
    s = run(s, { type: 'rotate', id: 'l', rotation: -15 });
    expect(s.doc.landmarks[0]!.rotation).toBe(345);
  });

  it('undoes and redoes changes in order, and a new change clears what could be redone', () => {
    const s0 = start();
    let s = run(s0, { type: 'select', id: 'a', additive: false }, { type: 'moveSelection', dx: 5, dy: 0 });
    s = run(s, { type: 'rotate', id: 'l', rotation: 45 });
    s = run(s, { type: 'undo' }, { type: 'undo' });
    expect(s.doc).toBe(s0.doc);
    expect(isDirty(s)).toBe(false);
    s = run(s, { type: 'redo' });
    expect(pos(s, 'a')).toEqual({ x: 5, y: 0 });
    s = run(s, { type: 'moveSelection', dx: 1, dy: 0 });
    expect(s.future).toHaveLength(0);
    expect(run(s, { type: 'redo' })).toBe(s);
  });

  it("adds a stall list's spaces as one step: selected together, undone together", () => {
    const s = run(start(), { type: 'addSpaces', spaces: [space('x1', 'X1', 0, 40), space('x2', 'X2', 12, 40)] });
    expect(s.doc.spaces.map((x) => x.label)).toEqual(['A1', 'A2', 'A3', 'X1', 'X2']);
    expect(s.selection).toEqual(['x1', 'x2']);
    expect(isDirty(s)).toBe(true);
    expect(run(s, { type: 'undo' }).doc.spaces.map((x) => x.label)).toEqual(['A1', 'A2', 'A3']);
    expect(run(start(), { type: 'addSpaces', spaces: [] })).toEqual(start());
  });

  it('adds, duplicates (with the next free labels, without the vendor) and deletes', () => {
    let n = 0;
    const newId = () => `new${++n}`;
    let s = run(start(), { type: 'addSpace', space: space('d', 'B1', 40, 40) });
    expect(s.selection).toEqual(['d']);
    s = run(
      s,
      { type: 'update', id: 'a', changes: { vendor: { id: 'v', name: 'Farm' } } },
      { type: 'selectMany', ids: ['a', 'c'], additive: false },
      { type: 'duplicateSelection', newId, offset: 2 },
    );
    expect(s.doc.spaces.map((x) => x.label)).toEqual(['A1', 'A2', 'A3', 'B1', 'A4', 'A5']);
    expect(s.doc.spaces[4]).toMatchObject({ id: 'new1', vendor: null, position: { x: 2, y: 2 } });
    expect(s.selection).toEqual(['new1', 'new2']);
    s = run(s, { type: 'deleteSelection' });
    expect(s.doc.spaces.map((x) => x.label)).toEqual(['A1', 'A2', 'A3', 'B1']);
    expect(s.selection).toEqual([]);
  });

  it('counts labels on from their trailing number', () => {
    expect(nextLabel('A9', new Set(['a10']))).toBe('A11');
    expect(nextLabel('Gate', new Set())).toBe('Gate-2');
  });
});
