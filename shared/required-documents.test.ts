import { describe, expect, it } from 'vitest';
import { missingDocumentsMessage, missingRequiredDocuments, type RequiredDocumentType } from './required-documents.js';

const type = (id: string, name: string, over: Partial<RequiredDocumentType> = {}): RequiredDocumentType => ({
  id,
  name,
  isActive: true,
  requiredToSell: true,
  requiredForVendorTypeIds: [],
  ...over,
});
const insurance = type('ins', 'Liability Insurance');
const permit = type('permit', 'Food Handler Permit', { requiredForVendorTypeIds: ['2'] });
const license = type('lic', 'Business License', { requiredToSell: false });
const doc = (typeId: string, over = {}) => ({
  typeId,
  status: 'approved',
  archived: false,
  expirationDate: '2026-07-01' as string | null,
  ...over,
});

describe('the documents required to sell', () => {
  it('counts an approved, unarchived document that has not expired on the market date', () => {
    const types = [insurance];
    expect(missingRequiredDocuments(types, [doc('ins')], '2026-07-01', '1')).toEqual([]);
    expect(missingRequiredDocuments(types, [doc('ins', { expirationDate: null })], '2026-07-05', '1')).toEqual([]);
    expect(missingRequiredDocuments(types, [doc('ins')], '2026-07-05', '1')).toEqual([insurance]);
    expect(missingRequiredDocuments(types, [doc('ins', { status: 'pending' })], '2026-06-01', '1')).toEqual([
      insurance,
    ]);
    expect(missingRequiredDocuments(types, [doc('ins', { archived: true })], '2026-06-01', '1')).toEqual([insurance]);
  });

  it('asks only what is required, active and meant for the vendor’s type, and names it', () => {
    const types = [insurance, permit, license, type('old', 'Old Rule', { isActive: false })];
    expect(missingRequiredDocuments(types, [], '2026-06-01', '1').map((t) => t.name)).toEqual(['Liability Insurance']);
    const food = missingRequiredDocuments(types, [], '2026-06-01', '2');
    expect(missingDocumentsMessage(food)).toBe('Missing required documents: Food Handler Permit, Liability Insurance');
  });
});
