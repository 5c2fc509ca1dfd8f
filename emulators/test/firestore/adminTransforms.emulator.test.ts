// Field transforms with Firestore's documented typing rules (FieldTransform in write.proto).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminFirestore, uniqueCollection } from './env';

const db = adminFirestore();
const doc = () => db.collection(uniqueCollection('tx')).doc('d');

async function after(initial: Record<string, unknown> | null, update: Record<string, unknown>) {
  const ref = doc();
  if (initial) await ref.set(initial);
  await ref.set(update, { merge: true });
  return (await ref.get()).data();
}

describe('increment', () => {
  const cases: Array<[string, unknown, unknown, unknown]> = [
    ['int + int stays an integer', 1, 2, 3],
    ['int + double becomes a double', 1, 0.5, 1.5],
    ['double + int stays a double', 1.5, 1, 2.5],
    ['double + double', 0.25, 0.5, 0.75],
    ['negative operand', 10, -3, 7],
    ['a missing field takes the operand', undefined, 5, 5],
    ['a string field takes the operand', 'text', 5, 5],
    ['a null field takes the operand', null, 7, 7],
    ['a map field takes the operand', { a: 1 }, 2, 2],
    ['an array field takes the operand', [1], 2, 2],
    ['a boolean field takes the operand', true, 3, 3],
  ];
  it.each(cases)('%s', async (_label, initial, operand, expected) => {
    const data = await after(initial === undefined ? { other: 1 } : { n: initial }, {
      n: FieldValue.increment(operand as number),
    });
    expect(data?.n).toEqual(expected);
  });

  it('creates the document when it does not exist', async () => {
    const data = await after(null, { n: FieldValue.increment(4) });
    expect(data).toEqual({ n: 4 });
  });

  it('update() with only a transform keeps other fields', async () => {
    const ref = doc();
    await ref.set({ n: 1, keep: 'yes' });
    await ref.update({ n: FieldValue.increment(1) });
    expect((await ref.get()).data()).toEqual({ n: 2, keep: 'yes' });
  });

  it('applies to nested fields', async () => {
    const ref = doc();
    await ref.set({ m: { n: 1 } });
    await ref.update({ 'm.n': FieldValue.increment(2) });
    expect((await ref.get()).data()).toEqual({ m: { n: 3 } });
  });

  it('concurrent increments are not lost', async () => {
    const ref = doc();
    await ref.set({ n: 0 });
    await Promise.all(Array.from({ length: 25 }, () => ref.update({ n: FieldValue.increment(1) })));
    expect((await ref.get()).get('n')).toBe(25);
  });
});

describe('maximum and minimum', () => {
  const cases: Array<[string, 'max' | 'min', unknown, number, unknown]> = [
    ['max keeps the larger stored value', 'max', 10, 5, 10],
    ['max takes a larger operand', 'max', 1, 5, 5],
    ['min keeps the smaller stored value', 'min', 1, 5, 1],
    ['min takes a smaller operand', 'min', 10, 5, 5],
    ['max on a missing field sets the operand', 'max', undefined, 3, 3],
    ['min on a non-numeric field sets the operand', 'min', 'x', 3, 3],
    ['max of int and larger double is the double', 'max', 1, 1.5, 1.5],
    ['min of double and smaller int is the int', 'min', 2.5, 2, 2],
    ['max with NaN stored is NaN', 'max', NaN, 1, NaN],
    ['min with NaN stored is NaN', 'min', NaN, 1, NaN],
  ];
  it.each(cases)('%s', async (_label, op, initial, operand, expected) => {
    const ref = doc();
    await ref.set(initial === undefined ? { other: 1 } : { n: initial });
    const transform = op === 'max' ? FieldValue.maximum(operand) : FieldValue.minimum(operand);
    await ref.set({ n: transform }, { merge: true });
    expect((await ref.get()).get('n')).toEqual(expected);
  });

  it('equivalent operands (3 and 3.0) leave the stored value', async () => {
    const ref = doc();
    await ref.set({ n: 3 });
    await ref.update({ n: FieldValue.maximum(3.0) });
    expect((await ref.get()).get('n')).toBe(3);
  });
});

type ArrayCase = [label: string, initial: unknown, elements: unknown[], expected: unknown];

// Each transform merged into field `a`; a missing initial value leaves `a` unset.
describe.each<[string, (...elements: unknown[]) => FieldValue, ArrayCase[]]>([
  [
    'arrayUnion',
    (...elements) => FieldValue.arrayUnion(...elements),
    [
      ['appends missing elements in order', [1, 2], [3, 4], [1, 2, 3, 4]],
      ['skips elements already present', [1, 2], [2, 3], [1, 2, 3]],
      ['considers 1 and 1.0 equal', [1], [1.0], [1]],
      ['adds only the first of duplicate inputs', [], ['a', 'a'], ['a']],
      ['keeps existing duplicates', ['a', 'a'], ['b'], ['a', 'a', 'b']],
      ['compares maps by value', [{ x: 1 }], [{ x: 1 }, { x: 2 }], [{ x: 1 }, { x: 2 }]],
      ['a missing field starts from an empty array', undefined, ['a'], ['a']],
      ['a non-array field is replaced', 'text', ['a'], ['a']],
      ['null is equal to null', [null], [null], [null]],
    ],
  ],
  [
    'arrayRemove',
    (...elements) => FieldValue.arrayRemove(...elements),
    [
      ['removes every occurrence', [1, 2, 1, 3], [1], [2, 3]],
      ['removes several values', ['a', 'b', 'c'], ['a', 'c'], ['b']],
      ['treats 2 and 2.0 as equal', [2, 3], [2.0], [3]],
      ['ignores values not present', [1], [5], [1]],
      ['removes maps by value', [{ x: 1 }, { x: 2 }], [{ x: 1 }], [{ x: 2 }]],
      ['a missing field becomes an empty array', undefined, ['a'], []],
      ['a non-array field becomes an empty array', 42, ['a'], []],
    ],
  ],
])('%s', (_name, transform, cases) => {
  it.each(cases)('%s', async (_label, initial, elements, expected) => {
    const ref = doc();
    await ref.set(initial === undefined ? { other: 1 } : { a: initial });
    await ref.set({ a: transform(...elements) }, { merge: true });
    expect((await ref.get()).get('a')).toEqual(expected);
  });
});

describe('serverTimestamp', () => {
  it('is the commit time of the write', async () => {
    const ref = doc();
    const result = await ref.set({ at: FieldValue.serverTimestamp() });
    const at = (await ref.get()).get('at') as Timestamp;
    expect(at.isEqual(result.writeTime)).toBe(true);
  });

  it('is the same for every field in one batch', async () => {
    const c = db.collection(uniqueCollection('ts'));
    const batch = db.batch();
    batch.set(c.doc('a'), { at: FieldValue.serverTimestamp() });
    batch.set(c.doc('b'), { nested: { at: FieldValue.serverTimestamp() } });
    await batch.commit();
    const a = (await c.doc('a').get()).get('at') as Timestamp;
    const b = (await c.doc('b').get()).get('nested.at') as Timestamp;
    expect(a.isEqual(b)).toBe(true);
  });

  it('equals the update time of the document', async () => {
    const ref = doc();
    await ref.set({ at: FieldValue.serverTimestamp() });
    const snap = await ref.get();
    expect((snap.get('at') as Timestamp).isEqual(snap.updateTime!)).toBe(true);
  });

  it('is close to the wall clock', async () => {
    const ref = doc();
    await ref.set({ at: FieldValue.serverTimestamp() });
    const at = ((await ref.get()).get('at') as Timestamp).toMillis();
    expect(Math.abs(at - Date.now())).toBeLessThan(10_000);
  });

  it('can be combined with other transforms in one update', async () => {
    const ref = doc();
    await ref.set({ n: 1, tags: ['a'] });
    await ref.update({
      n: FieldValue.increment(1),
      tags: FieldValue.arrayUnion('b'),
      at: FieldValue.serverTimestamp(),
    });
    const data = (await ref.get()).data();
    expect(data?.n).toBe(2);
    expect(data?.tags).toEqual(['a', 'b']);
    expect(data?.at).toBeInstanceOf(Timestamp);
  });
});
