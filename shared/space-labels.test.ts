import { describe, expect, it } from 'vitest';
import { compareSpaceLabels, vendorSpaceView } from './space-labels.js';

const sorted = (labels: string[]) => [...labels].sort(compareSpaceLabels);

describe('space labels sort by letter prefix, then number', () => {
  it('puts A2 before A10 and every A before B', () => {
    expect(sorted(['A10', 'B1', 'A2', 'A1', 'F4', 'B10', 'B2'])).toEqual(['A1', 'A2', 'A10', 'B1', 'B2', 'B10', 'F4']);
  });

  it('ignores letter case in the prefix', () => {
    expect(sorted(['b1', 'A3', 'a2'])).toEqual(['a2', 'A3', 'b1']);
  });

  it('sorts labels without a number before numbered ones of the same prefix, and keeps suffixes in order', () => {
    expect(sorted(['A1b', 'A', 'A1a', 'A1'])).toEqual(['A', 'A1', 'A1a', 'A1b']);
  });

  it('sorts plain numbers by value', () => {
    expect(sorted(['12', '3', '100'])).toEqual(['3', '12', '100']);
  });

  it('treats equal labels as equal and reverses cleanly for a descending sort', () => {
    expect(compareSpaceLabels('A1', 'A1')).toBe(0);
    expect(['A2', 'A10', 'B1'].sort((a, b) => compareSpaceLabels(b, a))).toEqual(['B1', 'A10', 'A2']);
  });
});

describe('what a vendor sees of its space (spec 3 §2)', () => {
  it('shows the label once the market date is published', () => {
    expect(vendorSpaceView({ published: true, spaceId: 's1', spaceLabel: 'A3' })).toEqual({
      spaceId: 's1',
      spaceLabel: 'A3',
      spaceDisplay: 'Space #A3',
    });
  });

  it('shows only "Assigned" before publishing, without the space id or label', () => {
    expect(vendorSpaceView({ published: false, spaceId: 's1', spaceLabel: 'A3' })).toEqual({
      spaceId: null,
      spaceLabel: null,
      spaceDisplay: 'Assigned',
    });
  });

  it('shows "TBD" when no space is held, published or not', () => {
    for (const published of [true, false]) {
      expect(vendorSpaceView({ published, spaceId: null, spaceLabel: null }).spaceDisplay).toBe('TBD');
    }
  });
});
