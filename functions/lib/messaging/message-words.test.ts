import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../../../shared/space-request-rules.js';
import { cardDeclined, cardWords, expiresWhen, ruleReason } from './message-words.js';

describe('the words a message is filled with, in the recipient’s language', () => {
  it('says when a document expires', () => {
    expect([0, 1, 7].map((d) => expiresWhen(d))).toEqual(['today', 'tomorrow', 'in 7 days']);
    expect([0, 1, 7].map((d) => expiresWhen(d, 'es'))).toEqual(['hoy', 'mañana', 'en 7 días']);
  });

  it('names a card and a decline', () => {
    expect(cardWords('Visa', '4242')).toBe('Visa card ending in 4242');
    expect(cardWords('Visa', '4242', 'es')).toBe('tarjeta Visa terminada en 4242');
    expect(cardDeclined('es')).toBe('La tarjeta fue rechazada.');
  });

  it('gives every request rule’s refusal in Spanish, and leaves other reasons as they came', () => {
    for (const reason of Object.values(RULE_MESSAGES)) {
      expect(ruleReason(reason)).toBe(reason);
      expect(ruleReason(reason, 'es')).not.toBe(reason);
    }
    expect(ruleReason('Your card was declined.', 'es')).toBe('Your card was declined.');
  });
});
