import { describe, expect, it } from 'vitest';
import { expandList, parseForm, pick, stringMap } from './form-body.js';

describe("Stripe's form bodies", () => {
  it('reads nested brackets, indexed lists and metadata as Stripe does', () => {
    const form = parseForm(
      'mode=payment&line_items[0][price_data][unit_amount]=2500&line_items[0][price_data][product_data][name]=Space%20A' +
        '&line_items[0][quantity]=1&metadata[spaceRequestId]=r1&metadata[initiatedBy]=&expand[0]=payment_intent',
    );
    expect(pick(form, 'line_items', 0, 'price_data', 'unit_amount')).toBe('2500');
    expect(pick(form, 'line_items', 0, 'price_data', 'product_data', 'name')).toBe('Space A');
    expect(stringMap(form.metadata)).toEqual({ spaceRequestId: 'r1', initiatedBy: '' });
    expect(expandList(form.expand)).toEqual(['payment_intent']);
  });

  it('appends empty brackets and accepts encoded brackets', () => {
    const form = parseForm('expand%5B%5D=a&expand[]=b&payment_method_data%5Bcard%5D%5Bnumber%5D=4242');
    expect(expandList(form.expand)).toEqual(['a', 'b']);
    expect(pick(form, 'payment_method_data', 'card', 'number')).toBe('4242');
  });
});
