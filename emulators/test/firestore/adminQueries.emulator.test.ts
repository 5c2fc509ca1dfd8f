// Queries through firebase-admin: every filter operator, Firestore's cross-type value order,
// implicit ordering, cursors, limits, projections, collection groups and validation errors.
import { randomUUID } from 'node:crypto';
import { FieldPath, Filter, GeoPoint, Timestamp, type Query } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore, uniqueCollection } from './env';

const db = adminFirestore();
const ids = async (q: Query) => (await q.get()).docs.map((d) => d.id);

describe('filters and the cross-type value order', () => {
  const mixed = db.collection(uniqueCollection('mixed'));
  beforeAll(async () => {
    const batch = db.batch();
    const values: Record<string, unknown> = {
      null: null,
      f: false,
      t: true,
      neg: -5,
      zero: 0,
      one: 1,
      onehalf: 1.5,
      big: 100,
      ts: new Timestamp(1000, 0),
      sB: 'B',
      sa: 'a',
      sb: 'b',
      bytes: Buffer.from([1]),
      ref: mixed.doc('target'),
      geo: new GeoPoint(0, 0),
      arr: [1, 2],
      map: { a: 1 },
    };
    for (const [id, v] of Object.entries(values)) batch.set(mixed.doc(id), { v });
    batch.set(mixed.doc('missing'), { other: 1 });
    batch.set(mixed.doc('nan'), { w: NaN });
    await batch.commit();
  });

  const ascending = [
    'null',
    'f',
    't',
    'neg',
    'zero',
    'one',
    'onehalf',
    'big',
    'ts',
    'sB',
    'sa',
    'sb',
    'bytes',
    'ref',
    'geo',
    'arr',
    'map',
  ];

  it('with no order, documents come back by document id', async () => {
    expect(await ids(mixed)).toEqual([...ascending, 'missing', 'nan'].sort());
  });

  it('orders values across types: null, booleans, numbers, timestamps, strings, bytes, references, geo points, arrays, maps', async () => {
    expect(await ids(mixed.orderBy('v'))).toEqual(ascending);
  });

  it('orderBy descending reverses the order', async () => {
    expect(await ids(mixed.orderBy('v', 'desc'))).toEqual([...ascending].reverse());
  });

  const cases: Array<[string, (q: FirebaseFirestore.CollectionReference) => Query, string[]]> = [
    ['== number', (q) => q.where('v', '==', 1), ['one']],
    ['== double', (q) => q.where('v', '==', 1.5), ['onehalf']],
    ['== string', (q) => q.where('v', '==', 'a'), ['sa']],
    ['== string is case-sensitive', (q) => q.where('v', '==', 'A'), []],
    ['== boolean', (q) => q.where('v', '==', true), ['t']],
    ['== null', (q) => q.where('v', '==', null), ['null']],
    ['== NaN', (q) => q.where('w', '==', NaN), ['nan']],
    ['== array', (q) => q.where('v', '==', [1, 2]), ['arr']],
    ['== array in another order', (q) => q.where('v', '==', [2, 1]), []],
    ['== map', (q) => q.where('v', '==', { a: 1 }), ['map']],
    ['== timestamp', (q) => q.where('v', '==', new Timestamp(1000, 0)), ['ts']],
    ['== geo point', (q) => q.where('v', '==', new GeoPoint(0, 0)), ['geo']],
    ['== reference', (q) => q.where('v', '==', mixed.doc('target')), ['ref']],
    ['== bytes', (q) => q.where('v', '==', Buffer.from([1])), ['bytes']],
    ['> number stays within numbers', (q) => q.where('v', '>', 0), ['one', 'onehalf', 'big']],
    ['>= number', (q) => q.where('v', '>=', 1), ['one', 'onehalf', 'big']],
    ['< number', (q) => q.where('v', '<', 1), ['neg', 'zero']],
    ['<= number', (q) => q.where('v', '<=', 1), ['neg', 'zero', 'one']],
    ['> string stays within strings', (q) => q.where('v', '>', 'a'), ['sb']],
    ['>= string (uppercase sorts first)', (q) => q.where('v', '>=', 'B'), ['sB', 'sa', 'sb']],
    ['< string', (q) => q.where('v', '<', 'a'), ['sB']],
    ['> false', (q) => q.where('v', '>', false), ['t']],
    ['> timestamp', (q) => q.where('v', '>', new Timestamp(0, 0)), ['ts']],
    ['< timestamp', (q) => q.where('v', '<', new Timestamp(0, 0)), []],
    [
      '!= excludes missing and null fields',
      (q) => q.where('v', '!=', 1),
      ascending.filter((id) => id !== 'one' && id !== 'null'),
    ],
    ['!= null', (q) => q.where('v', '!=', null), ascending.filter((id) => id !== 'null')],
    ['in', (q) => q.where('v', 'in', [1, 'a', true]), ['one', 'sa', 't']],
    ['in with no match', (q) => q.where('v', 'in', [42, 'zzz']), []],
    ['in matches arrays as whole values', (q) => q.where('v', 'in', [[1, 2]]), ['arr']],
    [
      'not-in excludes missing and null fields',
      (q) => q.where('v', 'not-in', [1, 'a']),
      ascending.filter((id) => !['one', 'sa', 'null'].includes(id)),
    ],
    ['array-contains', (q) => q.where('v', 'array-contains', 1), ['arr']],
    ['array-contains with no match', (q) => q.where('v', 'array-contains', 3), []],
    ['array-contains-any', (q) => q.where('v', 'array-contains-any', [2, 5]), ['arr']],
    ['filter on a missing field', (q) => q.where('nothing', '==', 1), []],
    ['== on a map field path', (q) => q.where('v.a', '==', 1), ['map']],
  ];
  it.each(cases)('%s', async (_label, build, expected) => {
    expect(await ids(build(mixed))).toEqual(expected);
  });

  it('orderBy excludes documents without the field', async () => {
    const got = await ids(mixed.orderBy('w'));
    expect(got).toEqual(['nan']);
  });
});

describe('ordering, cursors, limits and projections', () => {
  const c = db.collection(uniqueCollection('scores'));
  beforeAll(async () => {
    const rows: Array<[string, Record<string, unknown>]> = [
      ['p1', { score: 10, group: 'a', tags: ['x'], nested: { rank: 3 } }],
      ['p2', { score: 20, group: 'b', tags: ['y'], nested: { rank: 1 } }],
      ['p3', { score: 20, group: 'a', tags: ['x', 'y'], nested: { rank: 2 } }],
      ['p4', { score: 30, group: 'c', tags: [], nested: { rank: 5 } }],
      ['p5', { score: 40, group: 'b', tags: ['z'], nested: { rank: 4 } }],
      ['p6', { score: 50, group: 'a', nested: { rank: 6 } }],
    ];
    const batch = db.batch();
    for (const [id, data] of rows) batch.set(c.doc(id), data);
    await batch.commit();
  });

  const cases: Array<[string, () => Query, string[]]> = [
    [
      'orderBy breaks ties by document id',
      () => c.orderBy('score'),
      ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'],
    ],
    [
      'orderBy desc breaks ties by document id descending',
      () => c.orderBy('score', 'desc'),
      ['p6', 'p5', 'p4', 'p3', 'p2', 'p1'],
    ],
    [
      'orderBy two fields',
      () => c.orderBy('group').orderBy('score', 'desc'),
      ['p6', 'p3', 'p1', 'p5', 'p2', 'p4'],
    ],
    [
      'orderBy a nested field',
      () => c.orderBy('nested.rank'),
      ['p2', 'p3', 'p1', 'p5', 'p4', 'p6'],
    ],
    ['limit', () => c.orderBy('score').limit(2), ['p1', 'p2']],
    ['limit 0 returns nothing', () => c.orderBy('score').limit(0), []],
    ['limitToLast', () => c.orderBy('score').limitToLast(2), ['p5', 'p6']],
    ['offset', () => c.orderBy('score').offset(2), ['p3', 'p4', 'p5', 'p6']],
    ['offset and limit', () => c.orderBy('score').offset(1).limit(2), ['p2', 'p3']],
    ['offset past the end', () => c.orderBy('score').offset(10), []],
    [
      'startAt is inclusive of ties',
      () => c.orderBy('score').startAt(20),
      ['p2', 'p3', 'p4', 'p5', 'p6'],
    ],
    ['startAfter skips all ties', () => c.orderBy('score').startAfter(20), ['p4', 'p5', 'p6']],
    ['endAt is inclusive of ties', () => c.orderBy('score').endAt(20), ['p1', 'p2', 'p3']],
    ['endBefore excludes all ties', () => c.orderBy('score').endBefore(20), ['p1']],
    [
      'startAt and endAt together',
      () => c.orderBy('score').startAt(20).endAt(40),
      ['p2', 'p3', 'p4', 'p5'],
    ],
    [
      'cursor on score and document id',
      () => c.orderBy('score').orderBy(FieldPath.documentId()).startAt(20, 'p3'),
      ['p3', 'p4', 'p5', 'p6'],
    ],
    [
      'startAfter on score and document id',
      () => c.orderBy('score').orderBy(FieldPath.documentId()).startAfter(20, 'p2'),
      ['p3', 'p4', 'p5', 'p6'],
    ],
    [
      'cursor with descending order',
      () => c.orderBy('score', 'desc').startAfter(30),
      ['p3', 'p2', 'p1'],
    ],
    ['cursor between values', () => c.orderBy('score').startAt(25), ['p4', 'p5', 'p6']],
    [
      'range filter',
      () => c.where('score', '>', 15).where('score', '<', 45),
      ['p2', 'p3', 'p4', 'p5'],
    ],
    [
      'equality with orderBy desc',
      () => c.where('group', '==', 'a').orderBy('score', 'desc'),
      ['p6', 'p3', 'p1'],
    ],
    ['two equalities', () => c.where('group', '==', 'b').where('score', '==', 40), ['p5']],
    ['array-contains', () => c.where('tags', 'array-contains', 'x'), ['p1', 'p3']],
    [
      'array-contains-any',
      () => c.where('tags', 'array-contains-any', ['y', 'z']),
      ['p2', 'p3', 'p5'],
    ],
    [
      'in with orderBy',
      () => c.where('group', 'in', ['a', 'c']).orderBy('score'),
      ['p1', 'p3', 'p4', 'p6'],
    ],
    ['not-in orders by the field', () => c.where('group', 'not-in', ['a']), ['p2', 'p5', 'p4']],
    ['!= orders by the field', () => c.where('score', '!=', 20), ['p1', 'p4', 'p5', 'p6']],
    ['nested field filter', () => c.where('nested.rank', '>=', 5), ['p4', 'p6']],
    ['document id ==', () => c.where(FieldPath.documentId(), '==', 'p3'), ['p3']],
    ['document id in', () => c.where(FieldPath.documentId(), 'in', ['p5', 'p1']), ['p1', 'p5']],
    ['document id range', () => c.where(FieldPath.documentId(), '>', 'p4'), ['p5', 'p6']],
    [
      'OR of equalities',
      () => c.where(Filter.or(Filter.where('group', '==', 'c'), Filter.where('score', '==', 10))),
      ['p1', 'p4'],
    ],
    [
      'OR of AND',
      () =>
        c.where(
          Filter.or(
            Filter.and(Filter.where('group', '==', 'a'), Filter.where('score', '>', 15)),
            Filter.where('group', '==', 'c'),
          ),
        ),
      ['p3', 'p4', 'p6'],
    ],
    [
      'AND of OR',
      () =>
        c.where(
          Filter.and(
            Filter.where('group', '==', 'b'),
            Filter.or(Filter.where('score', '==', 20), Filter.where('score', '==', 40)),
          ),
        ),
      ['p2', 'p5'],
    ],
    [
      'OR with no match',
      () => c.where(Filter.or(Filter.where('group', '==', 'zz'), Filter.where('score', '==', 99))),
      [],
    ],
    [
      'multiple inequalities order by the inequality fields lexicographically',
      () => c.where('score', '>', 15).where('nested.rank', '>', 1),
      ['p3', 'p5', 'p4', 'p6'],
    ],
    [
      'multiple inequalities with an explicit order',
      () => c.where('score', '>', 15).where('nested.rank', '>', 1).orderBy('score'),
      ['p3', 'p4', 'p5', 'p6'],
    ],
    [
      'multiple inequalities narrowing',
      () => c.where('score', '>', 15).where('nested.rank', '<', 5),
      ['p2', 'p3', 'p5'],
    ],
  ];
  it.each(cases)('%s', async (_label, build, expected) => {
    expect(await ids(build())).toEqual(expected);
  });

  it('startAfter a document snapshot', async () => {
    const p2 = await c.doc('p2').get();
    expect(await ids(c.orderBy('score').startAfter(p2))).toEqual(['p3', 'p4', 'p5', 'p6']);
  });

  it('select returns only the chosen fields', async () => {
    const snap = await c
      .where(FieldPath.documentId(), '==', 'p1')
      .select('score', 'nested.rank')
      .get();
    expect(snap.docs[0]?.data()).toEqual({ score: 10, nested: { rank: 3 } });
  });

  it('select() with no fields returns documents without data', async () => {
    const snap = await c.orderBy('score').limit(1).select().get();
    expect(snap.docs[0]?.id).toBe('p1');
    expect(snap.docs[0]?.data()).toEqual({});
  });

  it('an empty result still has a read time', async () => {
    const snap = await c.where('score', '>', 1000).get();
    expect(snap.empty).toBe(true);
    expect(snap.readTime).toBeInstanceOf(Timestamp);
  });

  it('stream() yields the same documents as get()', async () => {
    const streamed: string[] = [];
    for await (const d of c.orderBy('score').stream()) {
      streamed.push((d as unknown as FirebaseFirestore.QueryDocumentSnapshot).id);
    }
    expect(streamed).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('query results carry create and update times', async () => {
    const [d] = (await c.where(FieldPath.documentId(), '==', 'p1').get()).docs;
    expect(d?.createTime).toBeInstanceOf(Timestamp);
    expect(d?.updateTime).toBeInstanceOf(Timestamp);
  });
});

describe('collection groups and subcollections', () => {
  const groupId = `posts-${randomUUID().slice(0, 8)}`;
  const root = db.collection(uniqueCollection('users'));
  beforeAll(async () => {
    const batch = db.batch();
    batch.set(root.doc('u1').collection(groupId).doc('a'), { n: 1 });
    batch.set(root.doc('u2').collection(groupId).doc('b'), { n: 2 });
    batch.set(root.doc('u2').collection('other').doc('x').collection(groupId).doc('c'), { n: 3 });
    batch.set(db.collection(groupId).doc('top'), { n: 4 });
    await batch.commit();
  });

  it('collectionGroup finds every collection with that id, at any depth', async () => {
    expect(await ids(db.collectionGroup(groupId).orderBy('n'))).toEqual(['a', 'b', 'c', 'top']);
  });

  it('collectionGroup supports filters', async () => {
    expect(await ids(db.collectionGroup(groupId).where('n', '>=', 2).orderBy('n'))).toEqual([
      'b',
      'c',
      'top',
    ]);
  });

  it('a collection query only sees its own collection', async () => {
    expect(await ids(root.doc('u2').collection(groupId))).toEqual(['b']);
  });

  it('subcollection documents are not in the parent collection', async () => {
    expect(await ids(root)).toEqual([]);
  });

  it('collectionGroup partitions cover every document', async () => {
    const seen: string[] = [];
    for await (const partition of db.collectionGroup(groupId).getPartitions(2)) {
      seen.push(...(await partition.toQuery().get()).docs.map((d) => d.id));
    }
    expect(seen.sort()).toEqual(['a', 'b', 'c', 'top']);
  });
});

describe('query validation', () => {
  const c = db.collection(uniqueCollection('invalid'));
  it('rejects an in filter with more than 30 values', async () => {
    const values = Array.from({ length: 31 }, (_, i) => i);
    await expect(c.where('n', 'in', values).get()).rejects.toMatchObject({ code: 3 });
  });

  it('accepts an in filter with 30 values', async () => {
    const values = Array.from({ length: 30 }, (_, i) => i);
    await expect(c.where('n', 'in', values).get()).resolves.toBeDefined();
  });

  it('rejects a not-in filter with more than 10 values', async () => {
    const values = Array.from({ length: 11 }, (_, i) => i);
    await expect(c.where('n', 'not-in', values).get()).rejects.toMatchObject({ code: 3 });
  });

  it('rejects an array-contains-any filter with more than 30 values', async () => {
    const values = Array.from({ length: 31 }, (_, i) => i);
    await expect(c.where('n', 'array-contains-any', values).get()).rejects.toMatchObject({
      code: 3,
    });
  });
});
