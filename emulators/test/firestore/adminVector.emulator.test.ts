// Vector search (`findNearest`) through firebase-admin, as Firestore ranks it: only vectors of
// the query's dimension, EUCLIDEAN and COSINE nearest first, DOT_PRODUCT largest first, after
// the query's filters, cut by the threshold and the limit (pinned from `npm run conformance`).
import { FieldValue, type Query } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore, uniqueCollection } from './env';

const db = adminFirestore();
const name = uniqueCollection('vector');
const col = () => db.collection(name);
const ids = async (q: { get(): Promise<{ docs: Array<{ id: string }> }> }) =>
  (await q.get()).docs.map((d) => d.id);

beforeAll(async () => {
  const docs: Record<string, Record<string, unknown>> = {
    east: { kind: 'a', v: FieldValue.vector([1, 0]) },
    north: { kind: 'a', v: FieldValue.vector([0, 1]) },
    far: { kind: 'b', v: FieldValue.vector([10, 10]) },
    west: { kind: 'b', v: FieldValue.vector([-1, 0]) },
    zero: { kind: 'a', v: FieldValue.vector([0, 0]) },
    wide: { kind: 'a', v: FieldValue.vector([1, 0, 0]) },
    plain: { kind: 'a', v: [1, 0] },
  };
  await Promise.all(Object.entries(docs).map(([id, data]) => col().doc(id).set(data)));
});

const near = (
  q: Query,
  distanceMeasure: 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT',
  extra: { distanceThreshold?: number; distanceResultField?: string; limit?: number } = {},
) =>
  q.findNearest({
    vectorField: 'v',
    queryVector: [2, 0],
    limit: extra.limit ?? 10,
    distanceMeasure,
    ...extra,
  });

describe('findNearest', () => {
  it('EUCLIDEAN ranks by distance, leaving out other dimensions and non-vectors', async () => {
    expect(await ids(near(col(), 'EUCLIDEAN'))).toEqual(['east', 'zero', 'north', 'west', 'far']);
  });

  it('COSINE ranks by angle and leaves out the zero vector', async () => {
    expect(await ids(near(col(), 'COSINE'))).toEqual(['east', 'far', 'north', 'west']);
  });

  it('DOT_PRODUCT ranks the largest first', async () => {
    expect(await ids(near(col(), 'DOT_PRODUCT'))).toEqual(['far', 'east', 'north', 'zero', 'west']);
  });

  it('runs after the filters, and the limit cuts', async () => {
    expect(await ids(near(col().where('kind', '==', 'b'), 'EUCLIDEAN'))).toEqual(['west', 'far']);
    expect(await ids(near(col(), 'EUCLIDEAN', { limit: 2 }))).toEqual(['east', 'zero']);
  });

  it('a threshold keeps what is near enough (or, for DOT_PRODUCT, large enough)', async () => {
    expect(await ids(near(col(), 'EUCLIDEAN', { distanceThreshold: 2 }))).toEqual(['east', 'zero']);
    expect(await ids(near(col(), 'DOT_PRODUCT', { distanceThreshold: 2 }))).toEqual([
      'far',
      'east',
    ]);
  });

  it('writes the distance into distanceResultField', async () => {
    const snap = await near(col(), 'EUCLIDEAN', {
      distanceResultField: 'distance',
      limit: 2,
    }).get();
    expect(snap.docs.map((d) => d.get('distance') as number)).toEqual([1, 2]);
  });

  it('cannot be ordered', async () => {
    await expect(near(col().orderBy('kind'), 'EUCLIDEAN').get()).rejects.toThrow(/findNearest/);
  });
});
