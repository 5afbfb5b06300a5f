import { Profiler, useReducer, type ProfilerOnRenderCallback } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorReducer, initialEditorState, type EditorSpace } from '../lib/editor-state';
import { LayoutCanvas } from './layout-canvas';

const SPACES = 300;
const spaces: EditorSpace[] = Array.from({ length: SPACES }, (_, i) => ({
  id: `s${i}`,
  label: `A${i + 1}`,
  areaId: null,
  spaceTypeId: null,
  position: { x: (i % 20) * 11, y: Math.floor(i / 20) * 11 },
  width: 10,
  height: 10,
  vendor: i % 2 ? { id: `v${i}`, name: `Stand ${i}` } : null,
  isDefault: false,
  updatedAt: null,
}));

/** The canvas wired to the editor's reducer, as the screen wires it. */
function Editor({ onRender }: { onRender: ProfilerOnRenderCallback }) {
  const [state, dispatch] = useReducer(editorReducer, initialEditorState({ spaces, landmarks: [] }));
  return (
    <Profiler id="canvas" onRender={onRender}>
      <LayoutCanvas
        spaces={state.doc.spaces}
        landmarks={state.doc.landmarks}
        landmarkTypes={[]}
        selection={new Set(state.selection)}
        zoom={1}
        showGrid
        label="Market layout"
        handlers={{
          onSelect: (id, additive) => dispatch({ type: 'select', id, additive }),
          onSelectMany: (ids, additive) => dispatch({ type: 'selectMany', ids, additive }),
          onClearSelection: () => dispatch({ type: 'clearSelection' }),
          onMove: (dx, dy) => dispatch({ type: 'moveSelection', dx, dy }),
          onResize: (id, rect) => dispatch({ type: 'resize', id, rect }),
          onRotate: (id, rotation) => dispatch({ type: 'rotate', id, rotation }),
        }}
      />
    </Profiler>
  );
}

const spaceEl = (container: HTMLElement, label: string) =>
  container.querySelector(`[data-label="${label}"]`)!.querySelector('rect')!;

describe('the layout drawing with 300 spaces', () => {
  it('moves a dragged space by whole feet, redrawing only the dragged space while the pointer moves', () => {
    const commits: { actual: number; base: number }[] = [];
    const { container } = render(<Editor onRender={(_id, _phase, actual, base) => commits.push({ actual, base })} />);
    const drawing = container.querySelector('svg')!;
    expect(container.querySelectorAll('[data-testid="layout-space"]')).toHaveLength(SPACES);

    // A7 sits at (66, 0) ft; the drawing is 12 px per foot.
    fireEvent.pointerDown(spaceEl(container, 'A7'), { clientX: 70 * 12, clientY: 5 * 12, button: 0, pointerId: 1 });
    commits.length = 0;
    const started = performance.now();
    const MOVES = 30;
    for (let i = 1; i <= MOVES; i++) {
      act(() => {
        fireEvent.pointerMove(drawing, { clientX: (70 + i) * 12, clientY: (5 + i / 2) * 12, pointerId: 1 });
      });
    }
    const perMove = (performance.now() - started) / MOVES;
    fireEvent.pointerUp(drawing, { clientX: (70 + MOVES) * 12, clientY: (5 + MOVES / 2) * 12, pointerId: 1 });

    const a7 = container.querySelector('[data-label="A7"]')!;
    expect(a7.getAttribute('data-x')).toBe(String(66 + MOVES));
    expect(a7.getAttribute('data-y')).toBe(String(MOVES / 2));
    expect(container.querySelector('[data-label="A8"]')!.getAttribute('data-x')).toBe('77');

    // Memoised shapes: each move's render costs a small share of drawing everything again.
    const actual = commits.reduce((sum, c) => sum + c.actual, 0) / commits.length;
    const base = commits.reduce((sum, c) => sum + c.base, 0) / commits.length;
    console.info(
      `300 spaces: ${perMove.toFixed(2)} ms per pointer move (jsdom), render ${actual.toFixed(2)} ms of ${base.toFixed(2)} ms for a full redraw`,
    );
    expect(actual).toBeLessThan(base / 5);
  });

  it('selects several spaces with a box dragged over the empty drawing', () => {
    const { container } = render(<Editor onRender={() => undefined} />);
    const drawing = container.querySelector('svg')!;
    const background = drawing.querySelector('rect')!;
    // The spaces' gaps run at x = 10..11, 21..22 …: a box from (1, 1) to (15, 15) touches A1, A2, A21 and A22.
    fireEvent.pointerDown(background, { clientX: 1 * 12, clientY: 1 * 12, button: 0, pointerId: 1 });
    fireEvent.pointerMove(drawing, { clientX: 15 * 12, clientY: 15 * 12, pointerId: 1 });
    fireEvent.pointerUp(drawing, { clientX: 15 * 12, clientY: 15 * 12, pointerId: 1 });
    const selected = [...container.querySelectorAll('[data-testid="layout-space"]')]
      .filter((g) => g.querySelector('rect')!.getAttribute('stroke-width') === '3')
      .map((g) => g.getAttribute('data-label'));
    expect(selected).toEqual(['A1', 'A2', 'A21', 'A22']);
  });
});
