import { describe, expect, it } from 'vitest';
import type { VendorNoteItem } from '../lib/data/vendors/vendor.items.js';
import { daysBetween, selectDateNotes } from './reminders.service.js';

const note = (id: string, vendorId: string, reminderDate: string | null): VendorNoteItem => ({
  _type: 'vendor_note',
  id,
  vendorId,
  note: `note ${id}`,
  reminderDate,
  createdBy: null,
  createdByName: null,
  isArchived: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
});

describe("the date's vendor notes", () => {
  it('lists reminders soonest first, then plain notes newest first, with days counted from today', () => {
    const vendors = new Map([
      ['v1', 'Apple Barn'],
      ['v2', 'Bread Co'],
    ]);
    const notes = selectDateNotes({
      reminders: [note('r2', 'v1', '2030-05-12'), note('r1', 'v2', '2030-05-03')],
      plainNotes: [note('p1', 'v1', null), note('p2', 'v2', null)],
      vendors,
      today: '2030-05-05',
    });
    expect(notes.map((n) => [n.id, n.vendorName, n.isReminder, n.daysUntilReminder])).toEqual([
      ['r1', 'Bread Co', true, -2],
      ['r2', 'Apple Barn', true, 7],
      ['p2', 'Bread Co', false, null],
      ['p1', 'Apple Barn', false, null],
    ]);
  });

  it('leaves out notes of vendors outside the chosen vendor type', () => {
    const notes = selectDateNotes({
      reminders: [note('r1', 'v1', '2030-05-03'), note('r2', 'v2', '2030-05-04')],
      plainNotes: [],
      vendors: new Map([['v2', 'Bread Co']]),
      today: '2030-05-05',
    });
    expect(notes.map((n) => n.id)).toEqual(['r2']);
  });

  it('counts whole calendar days across a daylight-saving change', () => {
    expect(daysBetween('2030-03-09', '2030-03-11')).toBe(2);
    expect(daysBetween('2030-11-04', '2030-11-02')).toBe(-2);
  });
});
