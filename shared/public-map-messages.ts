/** The public market map's strings (spec 2 §2.8, §8), read by the API and the SPA alike. */
import { registerMessageCodes } from './message-codes.js';
export const MAP_MSG = {
  listTitle: 'Market Maps',
  noUpcoming: 'No upcoming markets are currently scheduled.',
  backToHome: 'Back to Home',
  goToHome: 'Go to Home',
  selectMarketDate: 'Please select a market date to view its layout',
  narrowScreen: 'For the best experience, please view on a larger screen.',
  vendorsHeading: 'Vendors at this Market',
  disclaimer: 'Map layout and vendor list are subject to change.',
  legendAvailable: 'Available',
  legendVendor: 'Vendor',
  passwordRequired: 'Password required',
  incorrectPassword: 'Incorrect password',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  protectedTitle: 'Protected Map',
  protectedText: 'This market map is protected. Enter the map password to view it.',
  marketDateNotFound: 'Market date not found',
  noVendorsYet: 'Vendor assignments will appear here once the layout is published.',
  noVendorsAssigned: 'No vendors are assigned to this market yet.',
  loadFailed: 'Unable to load the market map. Please try again.',
  listLoadFailed: 'Unable to load upcoming markets. Please try again.',
} as const;

registerMessageCodes({ MAP_MSG });
