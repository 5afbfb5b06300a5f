/**
 * The columns of a vendor list as a spreadsheet: what the export writes (vendors.csv) and what the import recognises.
 * The export's header is each column's `header`, so an exported file imports with no mapping to choose; a market's
 * own spreadsheet is matched by the header names such files commonly use (`aliases`), compared after normalising
 * (lower case, letters and digits only).
 */
export const VENDOR_CSV_COLUMNS = [
  {
    field: 'name',
    header: 'Business Name',
    aliases: ['Vendor', 'Vendor Name', 'Business', 'Company', 'Company Name', 'Farm', 'Farm Name', 'Name'],
  },
  {
    field: 'contactName',
    header: 'Contact Name',
    aliases: ['Contact', 'Contact Person', 'Owner', 'Owner Name', 'Primary Contact', 'First and Last Name'],
  },
  { field: 'email', header: 'Email', aliases: ['E-mail', 'Email Address', 'Contact Email', 'E-mail Address'] },
  { field: 'phone', header: 'Phone', aliases: ['Phone Number', 'Cell', 'Cell Phone', 'Mobile', 'Telephone'] },
  { field: 'vendorType', header: 'Vendor Type', aliases: ['Category', 'Type', 'Vendor Category', 'Product Category'] },
  {
    field: 'description',
    header: 'Products',
    aliases: ['Description', 'Products Sold', 'What do you sell', 'Product Description'],
  },
  { field: 'website', header: 'Website', aliases: ['Web', 'Web Site', 'URL', 'Site', 'Web Address'] },
  { field: 'addressLine1', header: 'Address', aliases: ['Street', 'Street Address', 'Address Line 1', 'Address 1'] },
  { field: 'addressLine2', header: 'Address Line 2', aliases: ['Address 2', 'Suite', 'Apt'] },
  { field: 'city', header: 'City', aliases: ['Town'] },
  { field: 'state', header: 'State', aliases: ['ST', 'Province'] },
  { field: 'zipCode', header: 'ZIP Code', aliases: ['Zip', 'Postal Code', 'Zipcode', 'Postcode'] },
  { field: 'status', header: 'Status', aliases: ['Vendor Status'] },
  { field: 'markets', header: 'Markets', aliases: ['Market', 'Market Names'] },
] as const;

export type VendorCsvField = (typeof VENDOR_CSV_COLUMNS)[number]['field'];

/** The export's own id column; the import ignores it (a vendor imported elsewhere gets a new id). */
export const VENDOR_ID_HEADER = 'Vendor ID';

/** Several markets in one cell are separated by this (market names as the Markets screen shows them). */
export const MARKETS_SEPARATOR = '; ';
