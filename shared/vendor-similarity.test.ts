import { describe, expect, it } from 'vitest';
import {
  diceCoefficient,
  levenshtein,
  nameSimilarity,
  normalizeName,
  SIMILAR_NAME_THRESHOLD,
  similarNames,
} from './vendor-similarity.js';

const MARKET = [
  'Sunny Acres Farm',
  'Green Valley Organics',
  'Hilltop Orchards',
  'Blue Heron Mushrooms',
  'Rise & Shine Bakery',
  'Golden Crust Breads',
  'Coastal Candle Co.',
  'The Dumpling Cart',
].map((name, i) => ({ id: String(i), name }));

describe('vendor name similarity', () => {
  it('ignores case, accents, punctuation and spacing', () => {
    expect(normalizeName('  Rosa  Jiménez’s Café! ')).toBe('rosajimenezscafe');
    expect(normalizeName('Rise & Shine')).toBe('riseandshine');
    expect(nameSimilarity('sunny acres farm!', 'Sunny Acres Farm')).toBe(100);
    expect(nameSimilarity('Rise and Shine Bakery', 'Rise & Shine Bakery')).toBe(100);
  });

  it('measures edits and shared letter pairs', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('', 'abc')).toBe(3);
    expect(diceCoefficient('night', 'nacht')).toBe(0.25);
    expect(diceCoefficient('a', 'a')).toBe(1);
    expect(diceCoefficient('a', 'b')).toBe(0);
  });

  it.each([
    ['Sunny Acres', 'Sunny Acres Farm'],
    ['Sunny Acers Farm', 'Sunny Acres Farm'],
    ['Farm Sunny Acres', 'Sunny Acres Farm'],
    ['Dumpling Cart', 'The Dumpling Cart'],
    ['Coastal Candles', 'Coastal Candle Co.'],
  ])('flags "%s" as a possible duplicate of "%s"', (applied, existing) => {
    expect(nameSimilarity(applied, existing)).toBeGreaterThanOrEqual(SIMILAR_NAME_THRESHOLD);
  });

  it.each([
    ['Quail Hollow Farm', 'Sunny Acres Farm'],
    ['Green Valley Farm', 'Green Valley Organics'],
    ['Golden Crust Bakery', 'Golden Crust Breads'],
    ['Blue Heron Farm', 'Blue Heron Mushrooms'],
    ['Test Farm 4f9a2c71', 'Test Farm 8be01d3a'],
  ])('lets "%s" through next to "%s"', (applied, existing) => {
    expect(nameSimilarity(applied, existing)).toBeLessThan(SIMILAR_NAME_THRESHOLD);
  });

  it('is symmetric and 0 for an empty name', () => {
    expect(nameSimilarity('Hilltop Orchard', 'Hilltop Orchards')).toBe(
      nameSimilarity('Hilltop Orchards', 'Hilltop Orchard'),
    );
    expect(nameSimilarity('', 'Hilltop Orchards')).toBe(0);
    expect(nameSimilarity('!!!', 'Hilltop Orchards')).toBe(0);
  });

  it('lists the similar names, most similar first, with their percentage', () => {
    const found = similarNames('Sunny Acres Farms', MARKET);
    expect(found).toEqual([{ id: '0', name: 'Sunny Acres Farm', similarity: 96 }]);
    expect(similarNames('Wildflower Pottery', MARKET)).toEqual([]);
    const both = similarNames('Hilltop', [
      { id: 'a', name: 'Hilltop Orchards' },
      { id: 'b', name: 'Hill Top' },
    ]);
    expect(both.map((v) => v.name)).toEqual(['Hill Top']);
  });
});
