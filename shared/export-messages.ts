/** What the export's buttons say: the organisation's export (System Settings) and a vendor's own (Business Details). */
import { registerMessageCodes } from './message-codes.js';
export const EXPORT_MSG = {
  allTitle: 'Export all data',
  allButton: 'Export all data',
  allContents:
    "One ZIP of spreadsheet (CSV) files: vendors, users (no passwords), markets, market dates, spaces, space requests, payments, documents' details (not the files), the message log and historical data, with a manifest describing every column.",
  vendorTitle: 'Your data',
  vendorButton: 'Download my data',
  vendorContents:
    "One ZIP of spreadsheet (CSV) files with this business's details, its users, space requests, payments, documents' details (not the files) and the messages sent to it.",
} as const;

registerMessageCodes({ EXPORT_MSG });
