import { describe, expect, it } from 'vitest';
import { splitAlertBody } from './alert-body';

describe('alert bodies (spec 1 §2.8)', () => {
  it('splits paragraphs on real newlines', () => {
    expect(splitAlertBody('First line.\nSecond line.\r\nThird line.')).toEqual([
      'First line.',
      'Second line.',
      'Third line.',
    ]);
  });

  it('splits paragraphs on the literal two characters backslash-n', () => {
    expect(splitAlertBody('Road work this month.\\nUse the east gate.')).toEqual([
      'Road work this month.',
      'Use the east gate.',
    ]);
  });

  it('handles both in one body and drops empty paragraphs', () => {
    expect(splitAlertBody('One\\n\\nTwo\n\n  Three  \\n')).toEqual(['One', 'Two', 'Three']);
  });

  it('keeps a body without breaks as one paragraph, and a backslash followed by another letter as text', () => {
    expect(splitAlertBody('Bring C:\\tables today')).toEqual(['Bring C:\\tables today']);
  });
});
