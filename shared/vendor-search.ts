/**
 * Vendor search matching (spec 1 §2.3): case-insensitive substring on the vendor name and the contact name.
 * Text is folded (lower case, accents removed, spaces collapsed), so "jimenez" finds "Rosa Jiménez".
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a vendor's search matches against: name and contact name, one per line so a term cannot span both. */
export function vendorSearchText(name: string, contactName: string): string {
  return `${foldForSearch(name)}\n${foldForSearch(contactName)}`;
}

export function matchesVendorSearch(vendor: { name: string; contactName: string }, term: string): boolean {
  const folded = foldForSearch(term);
  return !folded || vendorSearchText(vendor.name, vendor.contactName).includes(folded);
}
