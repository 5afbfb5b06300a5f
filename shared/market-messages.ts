/**
 * Strings of the markets an organisation runs (several markets, each with its own days, hours, place and deadline):
 * the admin's Markets screen, its validation messages and the rule that keeps a vendor to the markets it is approved
 * for.
 */
import { registerMessageCodes } from './message-codes.js';
export const MARKET_MSG = {
  pageTitle: 'Markets',
  addMarket: 'Add Market',
  editMarket: 'Edit Market',
  empty: 'No markets yet. Add the first market to plan its dates.',
  loadError: 'Could not load the markets.',
  created: 'Market created',
  updated: 'Market updated',
  allMarkets: 'All markets',
  notFound: 'Market not found',
  nameRequired: 'Market name is required',
  nameTooLong: 'Market name must be 100 characters or fewer',
  shortNameRequired: 'Short name is required',
  shortNameTooLong: 'Short name must be 30 characters or fewer',
  nameTaken: 'Another market already has this name',
  addressTooLong: 'Address must be 200 characters or fewer',
  mapLinkInvalid: 'Map link must be a web address starting with https://',
  descriptionTooLong: 'Description must be 2000 characters or fewer',
  logoInvalid: 'Photo or logo must be a web address starting with https://',
  daysRequired: 'Choose at least one day the market runs',
  dayRepeated: 'Each weekday can be chosen once',
  weekdayInvalid: 'Choose a day of the week',
  timeInvalid: 'Times must be written HH:MM (24-hour)',
  closesBeforeOpens: 'Closing time must be after opening time',
  deadlineDaysInvalid: 'The cancellation deadline must be 0 to 30 days before the market date',
  seasonOrder: 'The season must end on or after the day it starts',
  maxVendorsInvalid: 'Default maximum vendors must be a whole number from 1 to 1000',
  noMarketDays: 'There is no market day between these dates',
  notApprovedForMarket:
    'You are not approved to sell at this market. Ask the market manager to add it to your account.',
  marketInactive: 'This market is not active',
  marketRequired: 'Choose a market',
  marketsRequired: 'Choose at least one market',
  copyFromOtherMarket: 'A new date can copy the layout of a date of the same market only',
  copyToOtherMarket: 'A layout can be copied to dates of the same market only',
} as const;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

registerMessageCodes({ MARKET_MSG });
