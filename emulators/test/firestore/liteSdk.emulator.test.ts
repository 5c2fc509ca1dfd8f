// `firebase/firestore/lite` speaks only REST (rest.ts): documents, queries, aggregations, batches
// and transactions through it, and rules applied as on gRPC (pinned from `npm run conformance`).
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  orderBy,
  query,
  runTransaction,
  setDoc,
  startAfter,
  sum,
  average,
  terminate,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { sdkFirestore, uniqueCollection } from './env';

function liteFirestore(mockUserToken?: string | { sub: string }): Firestore {
  return sdkFirestore({ getFirestore, connectFirestoreEmulator, terminate }, 'lite', mockUserToken);
}

const db = liteFirestore('owner');
const col = () => collection(db, uniqueCollection('lite'));

describe('firebase/firestore/lite over REST', () => {
  it('sets, reads, updates and deletes a document with every value type', async () => {
    const ref = doc(col(), 'a');
    const data = {
      s: 'ja: こんにちは',
      n: 42,
      x: 1.5,
      b: true,
      z: null,
      t: Timestamp.fromMillis(1_795_561_414_525),
      a: [1, 'two', { three: 3 }],
      m: { inner: 'v' },
    };
    await setDoc(ref, data);
    expect((await getDoc(ref)).data()).toEqual(data);
    await updateDoc(ref, { n: increment(1), 'm.inner': 'w' });
    expect((await getDoc(ref)).data()).toMatchObject({ n: 43, m: { inner: 'w' } });
    await deleteDoc(ref);
    expect((await getDoc(ref)).exists()).toBe(false);
  });

  it('queries with filters, order, limit and cursors', async () => {
    const c = col();
    await Promise.all([1, 2, 3, 4].map((n) => setDoc(doc(c, `d${n}`), { n, even: n % 2 === 0 })));
    const ids = async (q: Parameters<typeof getDocs>[0]) =>
      (await getDocs(q)).docs.map((d) => d.id);
    expect(await ids(query(c, where('even', '==', true), orderBy('n', 'desc')))).toEqual([
      'd4',
      'd2',
    ]);
    expect(await ids(query(c, orderBy('n'), startAfter(2), limit(1)))).toEqual(['d3']);
  });

  it('counts and aggregates on the server', async () => {
    const c = col();
    await Promise.all([1, 2, 3].map((n) => setDoc(doc(c, `d${n}`), { n })));
    expect((await getCount(c)).data().count).toBe(3);
    expect((await getAggregate(c, { total: sum('n'), mean: average('n') })).data()).toEqual({
      total: 6,
      mean: 2,
    });
  });

  it('commits a batch and runs a transaction', async () => {
    const c = col();
    const batch = writeBatch(db);
    batch.set(doc(c, 'counter'), { n: 1 });
    batch.set(doc(c, 'other'), { n: 0 });
    await batch.commit();
    await runTransaction(db, async (tx) => {
      const snap = await tx.get(doc(c, 'counter'));
      tx.update(doc(c, 'counter'), { n: (snap.get('n') as number) + 1 });
    });
    expect((await getDoc(doc(c, 'counter'))).get('n')).toBe(2);
  });

  it('applies the security rules to signed-out and signed-in callers', async () => {
    const signedOut = liteFirestore();
    await expect(getDoc(doc(signedOut, 'users', 'someone'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const stranger = liteFirestore({ sub: 'stranger' });
    await expect(setDoc(doc(stranger, 'spaces', 'not-mine'), { x: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
