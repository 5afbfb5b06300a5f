import { describe, expect, it } from 'vitest';
import { formattedAccessPatternTable, tableOnPage } from './access-pattern-page.js';
import { renderAccessPatternTable, undocumentedKeyBuilders, type AccessPattern } from './access-patterns.js';

describe('the access-pattern table of docs/data-model.md', () => {
  it('is the table keys.ts gives today (run npm run docs:access-patterns after changing a key)', async () => {
    expect(await tableOnPage()).toBe(await formattedAccessPatternTable());
  });

  it('has a row for every key builder of keys.ts', () => {
    expect(undocumentedKeyBuilders()).toEqual([]);
  });

  it('shows the keys the builders make, so a changed key prefix changes the page', () => {
    const table = renderAccessPatternTable();
    expect(table).toContain(
      '| user by phone (sign-in, reset) | gsi2 | `gsi2pk = USER_PHONE#<digits>`, `gsi2sk = USER` |',
    );
    expect(table).toContain('`pk = TENDER_BY_DATE`, `sk BETWEEN <from># AND <to>#\\uffff`');
  });

  it('names a builder that no row uses', () => {
    const withoutUsers: AccessPattern[] = [];
    expect(undocumentedKeyBuilders(withoutUsers)).toContain('user');
  });
});
