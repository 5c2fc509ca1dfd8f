import { describe, expect, it } from 'vitest';
import {
  compareReferences,
  compareStrings,
  compareValues,
  valuesEqual,
  type Value,
} from './values';

describe('compareValues', () => {
  const ordered: Value[] = [
    { nullValue: 'NULL_VALUE' },
    { booleanValue: false },
    { booleanValue: true },
    { doubleValue: NaN },
    { doubleValue: -Infinity },
    { integerValue: '-1' },
    { doubleValue: 0.5 },
    { integerValue: '1' },
    { timestampValue: { seconds: '1', nanos: 0 } },
    { stringValue: 'A' },
    { stringValue: 'a' },
    { bytesValue: Buffer.from([0]) },
    { referenceValue: 'projects/p/databases/(default)/documents/a/b' },
    { geoPointValue: { latitude: 0, longitude: 0 } },
    { arrayValue: { values: [] } },
    {
      mapValue: {
        fields: { __type__: { stringValue: '__vector__' }, value: { arrayValue: { values: [] } } },
      },
    },
    { mapValue: { fields: {} } },
  ];
  it('follows Firestore’s cross-type order', () => {
    for (let i = 0; i + 1 < ordered.length; i++) {
      expect(compareValues(ordered[i]!, ordered[i + 1]!)).toBe(-1);
      expect(compareValues(ordered[i + 1]!, ordered[i]!)).toBe(1);
    }
  });

  it('compares integers beyond 2^53 exactly', () => {
    expect(
      compareValues({ integerValue: '9007199254740993' }, { integerValue: '9007199254740992' }),
    ).toBe(1);
  });

  it('treats equal integers and doubles as equal', () => {
    expect(valuesEqual({ integerValue: '3' }, { doubleValue: 3 })).toBe(true);
    expect(valuesEqual({ doubleValue: NaN }, { doubleValue: NaN })).toBe(true);
    expect(valuesEqual({ integerValue: '3' }, { stringValue: '3' })).toBe(false);
  });
});

describe('string and reference order', () => {
  it('orders strings by code point, as UTF-8 bytes do', () => {
    expect(compareStrings('\uffff', '😀')).toBe(-1);
    expect(compareStrings('a', 'ab')).toBe(-1);
  });

  it('sorts numeric document ids before string ids', () => {
    const base = 'projects/p/databases/(default)/documents/c/';
    expect(compareReferences(`${base}__id5__`, `${base}a`)).toBe(-1);
    expect(compareReferences(`${base}__id-9__`, `${base}__id5__`)).toBe(-1);
  });
});
