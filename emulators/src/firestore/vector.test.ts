import { describe, expect, it } from 'vitest';
import { Fail } from './errors';
import { compileNearest, nearest, withDistance } from './vector';
import type { Fields, Value } from './values';

const vector = (...xs: number[]): Value => ({
  mapValue: {
    fields: {
      __type__: { stringValue: '__vector__' },
      value: { arrayValue: { values: xs.map((x) => ({ doubleValue: x })) } },
    },
  },
});
const stage = (over: Record<string, unknown> = {}) => ({
  vectorField: { fieldPath: 'v' },
  queryVector: vector(3, 4),
  distanceMeasure: 'EUCLIDEAN',
  limit: { value: 10 },
  ...over,
});

describe('compileNearest', () => {
  it.each([
    ['no field', { vectorField: {} }],
    ['a query vector that is not a vector', { queryVector: { arrayValue: { values: [] } } }],
    ['an empty query vector', { queryVector: vector() }],
    ['no measure', { distanceMeasure: 'DISTANCE_MEASURE_UNSPECIFIED' }],
    ['a limit of 0', { limit: { value: 0 } }],
    ['a limit over 1000', { limit: { value: 1001 } }],
  ])('refuses %s', (_case, over) => {
    expect(() => compileNearest(stage(over))).toThrow(Fail);
  });

  it('takes the measure by name or by number', () => {
    expect(compileNearest(stage({ distanceMeasure: 3 })).measure).toBe('DOT_PRODUCT');
    expect(compileNearest(stage()).limit).toBe(10);
  });
});

describe('nearest', () => {
  const docs: Array<{ id: string; fields: Fields }> = [
    { id: 'origin', fields: { v: vector(0, 0) } },
    { id: 'same', fields: { v: vector(3, 4) } },
    {
      id: 'ints',
      fields: {
        v: {
          mapValue: {
            fields: {
              __type__: { stringValue: '__vector__' },
              value: { arrayValue: { values: [{ integerValue: '6' }, { integerValue: '8' }] } },
            },
          },
        },
      },
    },
    { id: 'short', fields: { v: vector(3) } },
    {
      id: 'array',
      fields: { v: { arrayValue: { values: [{ doubleValue: 3 }, { doubleValue: 4 }] } } },
    },
  ];
  const run = (over: Record<string, unknown> = {}) =>
    nearest(compileNearest(stage(over)), docs, (d) => d.fields).map((r) => [r.doc.id, r.distance]);

  it('measures EUCLIDEAN, COSINE and DOT_PRODUCT as Firestore does', () => {
    expect(run()).toEqual([
      ['same', 0],
      ['origin', 5],
      ['ints', 5],
    ]);
    expect(run({ distanceMeasure: 'COSINE' })).toEqual([
      ['same', 0],
      ['ints', 0],
    ]);
    expect(run({ distanceMeasure: 'DOT_PRODUCT' })).toEqual([
      ['ints', 50],
      ['same', 25],
      ['origin', 0],
    ]);
  });

  it('writes the distance into a nested result field', () => {
    const compiled = compileNearest(stage({ distanceResultField: 'meta.distance' }));
    expect(withDistance(compiled, { a: { stringValue: 'x' } }, 2.5)).toEqual({
      a: { stringValue: 'x' },
      meta: { mapValue: { fields: { distance: { doubleValue: 2.5 } } } },
    });
  });
});
