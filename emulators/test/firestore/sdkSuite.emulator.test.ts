// Behaviours the web SDK's own integration tests (firebase-js-sdk packages/firestore/test/
// integration, run by `npm run conformance`) found missing or different here, each
// pinned so `npm test` keeps them.
import {
  average,
  collection,
  count,
  doc,
  documentId,
  getAggregateFromServer,
  getDoc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  setDoc,
  sum,
  updateDoc,
  where,
  writeBatch,
  type QuerySnapshot,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { adminFirestore, uniqueCollection, webFirestore } from './env';

const db = webFirestore('owner');
const admin = adminFirestore();
const col = () => collection(db, uniqueCollection('sdk'));
const ids = (s: QuerySnapshot) => s.docs.map((d) => d.id);

describe('transactions', () => {
  it('a document read but not written is verified at commit (Write.verify)', async () => {
    const c = col();
    await setDoc(doc(c, 'read'), { n: 1 });
    await runTransaction(db, async (tx) => {
      const snap = await tx.get(doc(c, 'read'));
      tx.set(doc(c, 'written'), { copied: snap.get('n') as number });
    });
    expect((await getDoc(doc(c, 'written'))).data()).toEqual({ copied: 1 });
  });

  it('a read-only transaction commits', async () => {
    const c = col();
    await setDoc(doc(c, 'a'), { n: 1 });
    const n = await runTransaction(
      db,
      async (tx) => (await tx.get(doc(c, 'a'))).get('n') as number,
    );
    expect(n).toBe(1);
  });

  it('retries when a document it only read changed before the commit', async () => {
    const c = col();
    await setDoc(doc(c, 'read'), { n: 1 });
    let attempts = 0;
    await runTransaction(db, async (tx) => {
      attempts++;
      const snap = await tx.get(doc(c, 'read'));
      if (attempts === 1) await admin.doc(`${c.path}/read`).set({ n: 2 });
      tx.set(doc(c, 'written'), { seen: snap.get('n') as number });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(c, 'written'))).data()).toEqual({ seen: 2 });
  });

  it('updating what the same commit deleted is invalid-argument, not retried', async () => {
    const c = col();
    await setDoc(doc(c, 'a'), { foo: 'bar0' });
    await expect(
      runTransaction(db, async (tx) => {
        await tx.get(doc(c, 'a'));
        tx.delete(doc(c, 'a'));
        tx.update(doc(c, 'a'), { foo: 'bar2' });
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    const batch = writeBatch(db);
    batch.delete(doc(c, 'a'));
    batch.update(doc(c, 'a'), { foo: 'bar3' });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'invalid-argument' });
    // Updating a document that was never there stays not-found.
    await expect(updateDoc(doc(c, 'never'), { foo: 1 })).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

describe('reserved ids', () => {
  it('__id<n>__ names numeric ids and is allowed', async () => {
    const ref = doc(col(), '__id7__');
    await setDoc(ref, { n: 7 });
    expect((await getDoc(ref)).data()).toEqual({ n: 7 });
  });

  it('other __…__ ids are refused, in listens too', async () => {
    await expect(getDocs(collection(db, 'a/__badpath__/b'))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    const error = await new Promise<{ code: string }>((resolve) =>
      onSnapshot(collection(db, 'a/__badpath__/b'), () => undefined, resolve),
    );
    expect(error.code).toBe('invalid-argument');
  });
});

describe('filters', () => {
  // Seeded through firebase-admin, as the SDK's suite seeds through another instance: documents
  // in this client's own cache would be matched by its local view as well as by the server.
  const seed = async (c: ReturnType<typeof col>, docs: Record<string, Record<string, unknown>>) =>
    Promise.all(Object.entries(docs).map(([id, data]) => admin.doc(`${c.path}/${id}`).set(data)));

  it('in and array-contains-any never match null', async () => {
    const c = col();
    await seed(c, { a: { zip: 98101, array: [42] }, b: { zip: null, array: [null] } });
    expect(ids(await getDocs(query(c, where('zip', 'in', [null]))))).toEqual([]);
    expect(ids(await getDocs(query(c, where('zip', 'in', [98101, null]))))).toEqual(['a']);
    expect(ids(await getDocs(query(c, where('array', 'array-contains-any', [null]))))).toEqual([]);
    expect(ids(await getDocs(query(c, where('array', 'array-contains-any', [42, null]))))).toEqual([
      'a',
    ]);
    // Equality still finds null.
    expect(ids(await getDocs(query(c, where('zip', '==', null))))).toEqual(['b']);
  });

  it('range filters match neither NaN nor null', async () => {
    const c = col();
    await seed(c, {
      zero: { sort: 0 },
      nan: { sort: NaN },
      null: { sort: null },
      one: { sort: 1 },
    });
    expect(ids(await getDocs(query(c, where('sort', '<=', 2))))).toEqual(['zero', 'one']);
    expect(ids(await getDocs(query(c, where('sort', '>', -1))))).toEqual(['zero', 'one']);
  });

  it('the document key must come last in the order', async () => {
    await expect(
      getDocs(query(col(), where('key', '!=', 42), orderBy(documentId()))),
    ).rejects.toThrow(/order by clause cannot contain more fields after the key/i);
  });

  it('an equality on the key beside inequalities on other fields is refused', async () => {
    await expect(
      getDocs(query(col(), where('key', '!=', 42), where(documentId(), '==', 'doc1'))),
    ).rejects.toThrow(
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
  });
});

describe('aggregations', () => {
  it('several aggregations count only documents that have every summed or averaged field', async () => {
    const c = col();
    await Promise.all([
      admin.doc(`${c.path}/a`).set({ pages: 100, year: 1980 }),
      admin.doc(`${c.path}/b`).set({ pages: 50, year: 2020 }),
      admin.doc(`${c.path}/c`).set({ pages: 150 }),
    ]);
    const all = await getAggregateFromServer(c, {
      total: sum('pages'),
      year: average('year'),
      n: count(),
    });
    expect(all.data()).toEqual({ total: 150, year: 2000, n: 2 });
    // One aggregation alone reads every document.
    expect((await getAggregateFromServer(c, { total: sum('pages') })).data().total).toBe(300);
  });

  it('a reserved collection id is refused', async () => {
    await expect(
      getAggregateFromServer(collection(db, '__badpath__'), { n: count() }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('at most five per query', async () => {
    const c = col();
    await setDoc(doc(c, 'a'), { n: 1, m: 2 });
    const five = { c: count(), s: sum('n'), a: average('n'), s2: sum('m'), a2: average('m') };
    expect((await getAggregateFromServer(c, five)).data()).toMatchObject({ c: 1, s: 1 });
    await expect(getAggregateFromServer(c, { ...five, c2: count() })).rejects.toThrow(
      /maximum number of aggregations/,
    );
  });
});
