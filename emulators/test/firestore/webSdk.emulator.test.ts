// The web SDK (`firebase/firestore`) in Node: Listen for reads, the Write stream for writes,
// Commit/BatchGetDocuments for transactions, RunAggregationQuery for counts.
import {
  average,
  arrayRemove,
  arrayUnion,
  collection,
  count,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  limit,
  limitToLast,
  onSnapshot,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  and,
  type DocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { uniqueCollection, webFirestore } from './env';

// `owner` is the emulator's admin token: these cases exercise the protocol, not rules.
const db = webFirestore('owner');
const col = () => collection(db, uniqueCollection('web'));
const ids = (s: QuerySnapshot) => s.docs.map((d) => d.id);

describe('documents', () => {
  it('setDoc then getDoc', async () => {
    const ref = doc(col(), 'a');
    await setDoc(ref, { name: 'Ada', n: 1 });
    const snap = await getDoc(ref);
    expect(snap.exists()).toBe(true);
    expect(snap.data()).toEqual({ name: 'Ada', n: 1 });
  });

  it('getDoc of a missing document', async () => {
    expect((await getDoc(doc(col(), 'missing'))).exists()).toBe(false);
  });

  it('setDoc with merge', async () => {
    const ref = doc(col(), 'a');
    await setDoc(ref, { a: 1, m: { x: 1 } });
    await setDoc(ref, { b: 2, m: { y: 2 } }, { merge: true });
    expect((await getDoc(ref)).data()).toEqual({ a: 1, b: 2, m: { x: 1, y: 2 } });
  });

  it('updateDoc with transforms shows the final values', async () => {
    const ref = doc(col(), 'a');
    await setDoc(ref, { n: 1, tags: ['a', 'b'], gone: true });
    await updateDoc(ref, {
      n: increment(2),
      tags: arrayUnion('c'),
      at: serverTimestamp(),
      gone: deleteField(),
    });
    await updateDoc(ref, { tags: arrayRemove('a') });
    const data = (await getDoc(ref)).data();
    expect(data?.n).toBe(3);
    expect(data?.tags).toEqual(['b', 'c']);
    expect(data?.at).toBeInstanceOf(Timestamp);
    expect(data).not.toHaveProperty('gone');
  });

  it('updateDoc on a missing document fails with not-found', async () => {
    await expect(updateDoc(doc(col(), 'missing'), { a: 1 })).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('deleteDoc removes the document', async () => {
    const ref = doc(col(), 'a');
    await setDoc(ref, { a: 1 });
    await deleteDoc(ref);
    expect((await getDoc(ref)).exists()).toBe(false);
  });

  it('writeBatch commits atomically', async () => {
    const c = col();
    await setDoc(doc(c, 'old'), { x: 1 });
    const batch = writeBatch(db);
    batch.set(doc(c, 'a'), { a: 1 });
    batch.update(doc(c, 'old'), { x: 2 });
    batch.delete(doc(c, 'gone'));
    await batch.commit();
    expect((await getDoc(doc(c, 'a'))).data()).toEqual({ a: 1 });
    expect((await getDoc(doc(c, 'old'))).data()).toEqual({ x: 2 });
  });

  it('a failing batch applies nothing', async () => {
    const c = col();
    const batch = writeBatch(db);
    batch.set(doc(c, 'a'), { a: 1 });
    batch.update(doc(c, 'missing'), { x: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'not-found' });
    expect((await getDoc(doc(c, 'a'))).exists()).toBe(false);
  });
});

describe('transactions', () => {
  it('read and write', async () => {
    const ref = doc(col(), 'a');
    await setDoc(ref, { n: 1 });
    const before = await runTransaction(db, async (t) => {
      const snap = await t.get(ref);
      t.update(ref, { n: (snap.data()?.n as number) + 1 });
      return snap.data()?.n as number;
    });
    expect(before).toBe(1);
    expect((await getDoc(ref)).data()?.n).toBe(2);
  });

  it('create a document that was missing when read', async () => {
    const ref = doc(col(), 'new');
    await runTransaction(db, async (t) => {
      const snap = await t.get(ref);
      if (!snap.exists()) t.set(ref, { created: true });
    });
    expect((await getDoc(ref)).data()).toEqual({ created: true });
  });

  it('retry when the document changed after it was read', async () => {
    const ref = doc(col(), 'a');
    await setDoc(ref, { n: 1 });
    let attempts = 0;
    await runTransaction(db, async (t) => {
      attempts++;
      const snap = await t.get(ref);
      if (attempts === 1) await setDoc(ref, { n: 10 });
      t.update(ref, { n: (snap.data()?.n as number) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(ref)).data()?.n).toBe(11);
  });

  it('concurrent transactions all apply', async () => {
    const ref = doc(col(), 'counter');
    await setDoc(ref, { n: 0 });
    await Promise.all(
      Array.from({ length: 4 }, () =>
        runTransaction(db, async (t) => {
          const snap = await t.get(ref);
          t.update(ref, { n: (snap.data()?.n as number) + 1 });
        }),
      ),
    );
    expect((await getDoc(ref)).data()?.n).toBe(4);
  });
});

describe('queries', () => {
  const seed = async () => {
    const c = col();
    const batch = writeBatch(db);
    batch.set(doc(c, 'a'), { n: 1, g: 'x' });
    batch.set(doc(c, 'b'), { n: 2, g: 'y' });
    batch.set(doc(c, 'c'), { n: 3, g: 'x' });
    batch.set(doc(c, 'd'), { n: 4, g: 'z' });
    await batch.commit();
    return c;
  };

  it('where and orderBy', async () => {
    const c = await seed();
    expect(ids(await getDocs(query(c, where('n', '>=', 2), orderBy('n', 'desc'))))).toEqual([
      'd',
      'c',
      'b',
    ]);
  });

  it('limit and limitToLast', async () => {
    const c = await seed();
    expect(ids(await getDocs(query(c, orderBy('n'), limit(2))))).toEqual(['a', 'b']);
    expect(ids(await getDocs(query(c, orderBy('n'), limitToLast(2))))).toEqual(['c', 'd']);
  });

  it('cursors', async () => {
    const c = await seed();
    expect(ids(await getDocs(query(c, orderBy('n'), startAfter(2))))).toEqual(['c', 'd']);
  });

  it('or and and', async () => {
    const c = await seed();
    expect(ids(await getDocs(query(c, or(where('g', '==', 'z'), where('n', '==', 1)))))).toEqual([
      'a',
      'd',
    ]);
    expect(ids(await getDocs(query(c, and(where('g', '==', 'x'), where('n', '>', 1)))))).toEqual([
      'c',
    ]);
  });

  it('in, not-in and documentId', async () => {
    const c = await seed();
    expect(ids(await getDocs(query(c, where('g', 'in', ['y', 'z']))))).toEqual(['b', 'd']);
    expect(ids(await getDocs(query(c, where('g', 'not-in', ['x']))))).toEqual(['b', 'd']);
    expect(ids(await getDocs(query(c, where(documentId(), '==', 'c'))))).toEqual(['c']);
  });

  it('getCountFromServer', async () => {
    const c = await seed();
    expect((await getCountFromServer(query(c, where('g', '==', 'x')))).data().count).toBe(2);
  });

  it('getAggregateFromServer with sum and average', async () => {
    const c = await seed();
    const snap = await getAggregateFromServer(c, {
      total: sum('n'),
      mean: average('n'),
      all: count(),
    });
    expect(snap.data()).toEqual({ total: 10, mean: 2.5, all: 4 });
  });
});

describe('onSnapshot', () => {
  it('a document listener sees changes', async () => {
    const ref = doc(col(), 'a');
    await setDoc(ref, { n: 1 });
    const values: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      const stop = onSnapshot(ref, (s: DocumentSnapshot) => {
        values.push(s.exists() ? s.data().n : 'deleted');
        if (values.length === 3) {
          stop();
          resolve();
        }
      });
    });
    await new Promise((r) => setTimeout(r, 200));
    await updateDoc(ref, { n: 2 });
    await new Promise((r) => setTimeout(r, 200));
    await deleteDoc(ref);
    await done;
    expect(values).toEqual([1, 2, 'deleted']);
  });

  it('a query listener sees documents enter and leave', async () => {
    const c = col();
    await setDoc(doc(c, 'a'), { n: 1 });
    const seen: string[][] = [];
    const q = query(c, where('n', '>', 0));
    const stop = onSnapshot(q, { includeMetadataChanges: true }, (s) => {
      if (!s.metadata.hasPendingWrites && !s.metadata.fromCache) seen.push(ids(s));
    });
    const settle = () => new Promise((r) => setTimeout(r, 300));
    await settle();
    await setDoc(doc(c, 'b'), { n: 2 });
    await settle();
    await updateDoc(doc(c, 'a'), { n: 0 });
    await settle();
    stop();
    expect(seen).toEqual([['a'], ['a', 'b'], ['b']]);
  });
});
