import { describe, expect, it } from 'vitest';
import { spacesFromSheet, type SheetTarget } from './space-import';

const layout: SheetTarget = {
  areas: [
    { id: 'north', name: 'North Row' },
    { id: 'south', name: 'South Row' },
  ],
  spaceTypes: [{ id: 'double', name: 'Double', size: '20x10' }],
  spaces: [
    {
      id: 's1',
      label: 'A1',
      areaId: 'north',
      spaceTypeId: null,
      position: { x: 0, y: 0 },
      width: 10,
      height: 10,
      vendor: null,
      isDefault: false,
      updatedAt: null,
    },
  ],
  landmarks: [],
};

let n = 0;
const newId = () => `new-${++n}`;

describe('spaces from a stall list', () => {
  it('reads label, area, type and size by common header names, placing spaces without a position below the layout', () => {
    const { spaces, problems } = spacesFromSheet(
      [
        { 'Space #': 'B1', Area: 'north row', 'Space Type': '', Size: '' },
        { 'Space #': 'B2', Area: 'South Row', 'Space Type': 'Double', Size: '' },
        { 'Space #': 'B3', Area: '', 'Space Type': '', Size: '12x8' },
        { 'Space #': 'C1', Area: '', 'Space Type': '', Size: '', X: '40', Y: '5' },
      ],
      layout,
      newId,
    );
    expect(problems).toEqual([]);
    expect(spaces.map((s) => [s.label, s.areaId, s.spaceTypeId, `${s.width}x${s.height}`])).toEqual([
      ['B1', 'north', null, '10x10'],
      ['B2', 'south', 'double', '20x10'],
      ['B3', null, null, '12x8'],
      ['C1', null, null, '10x10'],
    ]);
    // Below the existing A1 (10 ft tall), left to right with a 2 ft gap; C1 where the sheet put it.
    expect(spaces.map((s) => s.position)).toEqual([
      { x: 2, y: 14 },
      { x: 14, y: 14 },
      { x: 36, y: 14 },
      { x: 40, y: 5 },
    ]);
  });

  it("names each row's problem by its line and leaves the row out", () => {
    const { spaces, problems } = spacesFromSheet(
      [
        { Label: 'A1' },
        { Label: '' },
        { Label: 'D1', Area: 'East Row' },
        { Label: 'D2', Type: 'Triple' },
        { Label: 'D3', Size: 'ten by ten' },
        { Label: 'D4', X: '4' },
        { Label: '=HYPERLINK("x")' },
        { Label: 'D5' },
        { Label: 'd5' },
      ],
      layout,
      newId,
    );
    expect(problems).toEqual([
      { line: 2, message: 'Space A1 is already on the layout' },
      { line: 3, message: 'Label is required' },
      { line: 4, message: 'Unknown area "East Row"' },
      { line: 5, message: 'Unknown space type "Triple"' },
      { line: 6, message: 'Size must be width x height in feet, e.g. 10x10' },
      { line: 7, message: 'Position needs both x and y, in feet from the top left, 0 or more' },
      { line: 8, message: 'Label cannot start with =, +, - or @' },
      { line: 10, message: 'Space d5 is already on the layout' },
    ]);
    expect(spaces.map((s) => s.label)).toEqual(['D5']);
  });
});
