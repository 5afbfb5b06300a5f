import { countOf } from './plural.js';
import { registerMessageCodes } from './message-codes.js';

/**
 * Strings of the admin tools that set up a season: the market's vocabulary (areas, space types and fees, vendor
 * types, landmark types), system settings and market dates. Server and SPA both read them from here.
 */
export const SETUP_MSG = {
  // validation
  nameRequired: 'Name is required',
  codeRequired: 'Code is required',
  labelRequired: 'Label is required',
  iconRequired: 'Icon is required',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  sizeFormat: 'Size must be width x height in feet, e.g. 10x10',
  priceInvalid: 'Price must be a whole number of cents, 0 or more',
  rateInvalid: 'Sales based rate must be between 0 and 100',
  sortOrderInvalid: 'Sort order must be a whole number',
  colorInvalid: 'Color must be a color name or a hex code such as #1f2937',
  shapeInvalid: 'Shape must be icon, rectangle or circle',
  nothingToUpdate: 'Nothing to update',
  vendorTypeUnknown: 'Unknown vendor type',
  feeVendorTypeTwice: 'Each vendor type may have one fee per space type',
  // conflicts and lookups
  areaNameTaken: (name: string) => `An area named "${name}" already exists`,
  spaceTypeNameTaken: (name: string) => `A space type named "${name}" already exists`,
  vendorTypeCodeTaken: (code: string) => `A vendor type with code "${code}" already exists`,
  landmarkTypeNameTaken: (name: string) => `A landmark type named "${name}" already exists`,
  areaNotFound: 'Area not found',
  spaceTypeNotFound: 'Space type not found',
  vendorTypeNotFound: 'Vendor type not found',
  landmarkTypeNotFound: 'Landmark type not found',
  changedMeanwhile: 'This entry was changed by someone else; reload and try again',

  // system settings
  settingUnknown: (key: string) => `Unknown setting: ${key}`,
  settingValueRequired: 'Value is required',
  settingBoolean: 'Value must be true or false',
  settingWholeNumber: 'Value must be a whole number, 0 or more',
  timeZoneInvalid: 'Unknown time zone: use an IANA name such as America/Los_Angeles',
  mapPasswordShort: 'Map password must be at least 4 characters (or empty for no password)',
  mapPasswordLong: 'Map password must be at most 100 characters',
  settingTextLong: 'Value must be text of at most 1000 characters',
  organisationNameLong: 'Name must be at most 100 characters',
  logoUrlInvalid: 'Logo must be a web address starting with https://',
  contactEmailInvalid: 'Invalid email address',
  contactPhoneInvalid: 'Phone must be a phone number such as (555) 010-2000',

  // market dates
  dateInvalid: 'Date must be a calendar date (YYYY-MM-DD)',
  dateRequired: 'Date is required',
  seasonOrder: 'The season must end on or after the day it starts',
  seasonTooLong: 'A season can span at most one year',
  seasonNoSundays: 'There is no Sunday between these dates',
  maxVendorsInvalid: 'Max vendors must be a whole number from 1 to 1000',
  notesTooLong: 'Notes must be at most 1000 characters',
  statusInvalid: 'Status must be upcoming, completed or canceled',
  marketDateNotFound: 'Market date not found',
  copyFromNotFound: 'The market date to copy from was not found',
  noUpcomingMarketDates: 'No upcoming market dates',
  defaultLayoutEmpty: 'The default layout has no spaces yet',

  // screens
  loadFailed: (what: string) => `Failed to load ${what}. Please try again.`,
  saveFailed: (what: string) => `Failed to save ${what}`,
  noAreas: 'No areas found',
  noSpaceTypes: 'No space types found',
  noVendorTypes: 'No vendor types found',
  noLandmarkTypes: 'No landmark types found',
  noMarketDates: 'No market dates found',
  created: (what: string) => `${what} created`,
  updated: (what: string) => `${what} updated`,
  deactivated: (what: string) => `${what} deactivated`,
  deactivateTitle: (name: string) => `Deactivate ${name}?`,
  deactivateText:
    'It is no longer offered for new choices; what already uses it keeps it. You can reactivate it at any time.',
  reactivated: (what: string) => `${what} reactivated`,
  feesSaved: 'Fees saved',
  settingSaved: 'Setting saved',
  seasonCreated: (created: number, skipped: number) =>
    `Created ${countOf(created, 'market date')}` +
    (skipped ? `; skipped ${skipped} that already exist${skipped === 1 ? 's' : ''}` : ''),
  defaultLayoutSaved: 'Default layout saved',
  published: 'Published',
} as const;

registerMessageCodes({ SETUP_MSG });
