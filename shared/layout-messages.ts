import { countOf } from './plural.js';
import { registerMessageCodes } from './message-codes.js';

/** The strings of the market layout editor and its calls, for the API and the SPA alike. */
export const LAYOUT_MSG = {
  title: (date: string) => `Market Layout — ${date}`,
  defaultTitle: 'Default Layout',
  loading: 'Loading layout…',
  loadFailed: 'Failed to load the layout. Please try again.',
  empty: 'No spaces or landmarks yet. Add a space to start the layout.',
  saved: 'Layout saved',
  saveFailed: 'Failed to save the layout',
  conflict:
    'Someone else saved this layout after you opened it. Reload to see their changes; your unsaved changes will be lost.',
  assignedSpaceDeleted: (label: string) =>
    `Space ${label} has a vendor assigned to it and cannot be deleted. Unassign the vendor first.`,
  duplicateLabel: (label: string) => `Two spaces share the label ${label}. Each space needs its own label.`,
  duplicateId: 'Each space and landmark must appear once.',
  unknownArea: 'An area on the layout no longer exists. Reload and try again.',
  unknownSpaceType: 'A space type on the layout no longer exists. Reload and try again.',
  unknownLandmarkType: 'A landmark type on the layout no longer exists. Reload and try again.',
  partlySaved:
    'The market changed while the layout was being saved, and part of it was not saved. Reload and check it.',
  unsavedChanges: 'You have unsaved changes.',
  // copying to later dates
  copyTitle: 'Copy this layout to later dates',
  copyNoTargets: 'Choose at least one later date.',
  copyOnlyLater: 'A layout can be copied only to later market dates.',
  copyDone: (n: number) => `Layout copied to ${countOf(n, 'date')}`,
  copyFailed: 'Failed to copy the layout',
  copyChanged: 'Changed by someone else meanwhile; not copied. Try again.',
  copyNoLaterDates: 'There are no later market dates to copy to.',
  // the side panel
  unassignedHeading: 'Unassigned vendors',
  noUnassigned: 'Every approved vendor has a space.',
  marketDateNotFound: 'Market date not found',
} as const;

registerMessageCodes({ LAYOUT_MSG });
