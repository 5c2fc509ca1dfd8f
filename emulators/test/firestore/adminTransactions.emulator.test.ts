// Transactions through firebase-admin: lazy starts, contention resolved by retries, read-only
// transactions and read times.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminFirestore, uniqueCollection } from './env';

const db = adminFirestore();
const col = () => db.collection(uniqueCollection('txn'));

describe('read-write transactions', () => {
  it('read then write commits', async () => {
    const ref = col().doc('a');
    await ref.set({ n: 1 });
    const result = await db.runTransaction(async (t) => {
      const snap = await t.get(ref);
      t.update(ref, { n: (snap.get('n') as number) + 1 });
      return 'done';
    });
    expect(result).toBe('done');
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('reads a missing document as not existing and can create it', async () => {
    const ref = col().doc('new');
    await db.runTransaction(async (t) => {
      const snap = await t.get(ref);
      expect(snap.exists).toBe(false);
      t.create(ref, { created: true });
    });
    expect((await ref.get()).data()).toEqual({ created: true });
  });

  it('runs queries inside the transaction', async () => {
    const c = col();
    await c.doc('a').set({ n: 1 });
    await c.doc('b').set({ n: 2 });
    await db.runTransaction(async (t) => {
      const snap = await t.get(c.where('n', '>', 0));
      for (const d of snap.docs) t.update(d.ref, { n: FieldValue.increment(10) });
    });
    expect((await c.orderBy('n').get()).docs.map((d) => d.get('n') as number)).toEqual([11, 12]);
  });

  it('runs an empty query inside a transaction', async () => {
    const c = col();
    const size = await db.runTransaction(async (t) => (await t.get(c.where('n', '>', 0))).size);
    expect(size).toBe(0);
  });

  it('runs aggregations inside the transaction', async () => {
    const c = col();
    await c.doc('a').set({ n: 1 });
    const count = await db.runTransaction(async (t) => (await t.get(c.count())).data().count);
    expect(count).toBe(1);
  });

  it('getAll inside a transaction', async () => {
    const c = col();
    await c.doc('a').set({ n: 1 });
    const found = await db.runTransaction(async (t) =>
      (await t.getAll(c.doc('a'), c.doc('b'))).map((s) => s.exists),
    );
    expect(found).toEqual([true, false]);
  });

  it('a transaction with only writes commits', async () => {
    const ref = col().doc('w');
    await db.runTransaction(async (t) => {
      t.set(ref, { w: 1 });
      return Promise.resolve();
    });
    expect((await ref.get()).data()).toEqual({ w: 1 });
  });

  it('an error thrown in the callback rolls back and writes nothing', async () => {
    const ref = col().doc('a');
    await ref.set({ n: 1 });
    await expect(
      db.runTransaction(async (t) => {
        await t.get(ref);
        t.update(ref, { n: 100 });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await ref.get()).get('n')).toBe(1);
  });

  it('concurrent transactions on one document all take effect (contention is retried)', async () => {
    const ref = col().doc('counter');
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        db.runTransaction(async (t) => {
          const snap = await t.get(ref);
          t.update(ref, { n: (snap.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('n')).toBe(5);
  });

  it('a write outside the transaction to a document it read makes it retry with fresh data', async () => {
    const ref = col().doc('a');
    await ref.set({ n: 1 });
    let attempts = 0;
    await db.runTransaction(async (t) => {
      attempts++;
      const snap = await t.get(ref);
      if (attempts === 1) await ref.set({ n: 50 });
      t.update(ref, { n: (snap.get('n') as number) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await ref.get()).get('n')).toBe(51);
  });

  it('transactions on different documents do not conflict', async () => {
    const c = col();
    await c.doc('a').set({ n: 0 });
    await c.doc('b').set({ n: 0 });
    let attempts = 0;
    await Promise.all(
      ['a', 'b'].map((id) =>
        db.runTransaction(async (t) => {
          attempts++;
          const snap = await t.get(c.doc(id));
          t.update(c.doc(id), { n: (snap.get('n') as number) + 1 });
        }),
      ),
    );
    expect(attempts).toBe(2);
  });

  it('maxAttempts bounds the retries', async () => {
    const ref = col().doc('a');
    await ref.set({ n: 0 });
    let attempts = 0;
    await expect(
      db.runTransaction(
        async (t) => {
          attempts++;
          await t.get(ref);
          await ref.set({ n: attempts });
          t.update(ref, { touched: true });
        },
        { maxAttempts: 2 },
      ),
    ).rejects.toMatchObject({ code: 10 });
    expect(attempts).toBe(2);
  });
});

describe('read-only transactions', () => {
  it('read documents and reject writes client-side', async () => {
    const ref = col().doc('a');
    await ref.set({ n: 1 });
    const n = await db.runTransaction(async (t) => (await t.get(ref)).get('n') as number, {
      readOnly: true,
    });
    expect(n).toBe(1);
  });

  it('read at a past readTime', async () => {
    const ref = col().doc('a');
    const first = await ref.set({ n: 1 });
    await new Promise((r) => setTimeout(r, 20));
    await ref.set({ n: 2 });
    const n = await db.runTransaction(async (t) => (await t.get(ref)).get('n') as number, {
      readOnly: true,
      readTime: first.writeTime,
    });
    expect(n).toBe(1);
  });

  it('a query at a past readTime sees the documents of that time', async () => {
    const c = col();
    const first = await c.doc('a').set({ n: 1 });
    await new Promise((r) => setTimeout(r, 20));
    await c.doc('b').set({ n: 2 });
    const size = await db.runTransaction(async (t) => (await t.get(c)).size, {
      readOnly: true,
      readTime: first.writeTime,
    });
    expect(size).toBe(1);
  });

  it('a document deleted later is still visible at the earlier readTime', async () => {
    const ref = col().doc('a');
    const first = await ref.set({ n: 1 });
    await ref.delete();
    const exists = await db.runTransaction(async (t) => (await t.get(ref)).exists, {
      readOnly: true,
      readTime: first.writeTime,
    });
    expect(exists).toBe(true);
  });

  it('rejects a readTime in the future', async () => {
    const ref = col().doc('a');
    const future = Timestamp.fromMillis(Date.now() + 3_600_000);
    await expect(
      db.runTransaction(async (t) => (await t.get(ref)).exists, {
        readOnly: true,
        readTime: future,
      }),
    ).rejects.toMatchObject({ code: 3 });
  });
});
