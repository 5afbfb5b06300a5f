/** Sales by tender and token reimbursement: the messages a vendor or admin reads. */
import { formatDollars as usd } from './money.js';
import { registerMessageCodes } from './message-codes.js';

export const TENDER_MSG = {
  splitMismatch: (sum: number, gross: number) =>
    `The amounts by tender add up to ${usd(sum)}, not the gross sales of ${usd(gross)}`,
  splitWithoutSales: 'Enter the gross sales before splitting them by tender',
  unknownTender: (code: string) => `Unknown tender: ${code}`,
  notReimbursable: (code: string) => `${code} is not a tender the market reimburses`,
  tenderAmount: 'Enter an amount of $0 or more for each tender',
  tenderListEmpty: 'List at least one tender',
  tenderListLong: 'List at most 20 tenders',
  tenderCode: 'A tender code is 1–30 lowercase letters, digits or underscores',
  tenderLabel: 'A tender name is 1–60 characters',
  tenderCodeTaken: (code: string) => `Tender code ${code} is listed twice`,
  tokensChanged: 'These tokens were changed by someone else. Reload and try again.',
  tokensSaved: 'Tokens saved',
  marketDateNotFound: 'Market date not found',
  vendorNotFound: 'Vendor not found',
  rangeRequired: 'Choose a date range: from and to are both required',
  rangeReversed: 'The start date must be on or before the end date',
  rangeTooLong: 'Choose a range of at most 3 years',
  dateInvalid: 'Dates are YYYY-MM-DD',
  formatInvalid: 'format must be csv or json',
  noTokens: 'No tokens redeemed in this range',
  noVendors: 'No vendors on this date',
  loadFailed: (what: string) => `Failed to load ${what}`,
} as const;

registerMessageCodes({ TENDER_MSG });
