// count(), sum() and average() through firebase-admin (RunAggregationQuery).
import { AggregateField } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore, uniqueCollection } from './env';

const db = adminFirestore();
const c = db.collection(uniqueCollection('agg'));

beforeAll(async () => {
  const batch = db.batch();
  batch.set(c.doc('a'), { n: 1, d: 0.5, g: 'x' });
  batch.set(c.doc('b'), { n: 2, d: 1.5, g: 'x' });
  batch.set(c.doc('c'), { n: 3, g: 'y' });
  batch.set(c.doc('d'), { n: 'text', g: 'y' });
  batch.set(c.doc('e'), { g: 'z' });
  await batch.commit();
});

describe('count', () => {
  it('counts every document', async () => {
    expect((await c.count().get()).data().count).toBe(5);
  });
  it('counts with a filter', async () => {
    expect((await c.where('g', '==', 'x').count().get()).data().count).toBe(2);
  });
  it('counts an empty result as 0', async () => {
    expect((await c.where('g', '==', 'none').count().get()).data().count).toBe(0);
  });
  it('respects limit', async () => {
    expect((await c.limit(3).count().get()).data().count).toBe(3);
  });
  it('counts a missing collection as 0', async () => {
    expect((await db.collection(uniqueCollection('none')).count().get()).data().count).toBe(0);
  });
});

describe('sum and average', () => {
  it('sums integers as an integer, ignoring non-numeric and missing values', async () => {
    const snap = await c.aggregate({ total: AggregateField.sum('n') }).get();
    expect(snap.data().total).toBe(6);
  });
  it('sums doubles', async () => {
    expect((await c.aggregate({ total: AggregateField.sum('d') }).get()).data().total).toBe(2);
  });
  it('sum of no numeric values is 0', async () => {
    expect((await c.aggregate({ total: AggregateField.sum('nothing') }).get()).data().total).toBe(
      0,
    );
  });
  it('averages numeric values only', async () => {
    expect((await c.aggregate({ mean: AggregateField.average('n') }).get()).data().mean).toBe(2);
  });
  it('average of no numeric values is null', async () => {
    expect(
      (await c.aggregate({ mean: AggregateField.average('nothing') }).get()).data().mean,
    ).toBeNull();
  });
  it('several aggregations at once, with a filter', async () => {
    const snap = await c
      .where('g', '==', 'x')
      .aggregate({
        count: AggregateField.count(),
        total: AggregateField.sum('n'),
        mean: AggregateField.average('d'),
      })
      .get();
    expect(snap.data()).toEqual({ count: 2, total: 3, mean: 1 });
  });
  it('aggregation read time is set', async () => {
    const snap = await c.count().get();
    expect(snap.readTime.toMillis()).toBeGreaterThan(0);
  });
});
