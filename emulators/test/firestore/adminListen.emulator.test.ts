// onSnapshot through firebase-admin (the Listen stream).
import type { DocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminFirestore, uniqueCollection } from './env';

const db = adminFirestore();

/** Collects snapshots until `count` have arrived. */
function collect<T>(subscribe: (next: (s: T) => void) => () => void) {
  const seen: T[] = [];
  let unsubscribe = () => undefined as void;
  const waitFor = (count: number) =>
    new Promise<T[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${seen.length} snapshots`)), 10_000);
      const check = () => {
        if (seen.length >= count) {
          clearTimeout(timer);
          resolve(seen);
        } else setTimeout(check, 20);
      };
      check();
    });
  unsubscribe = subscribe((s) => seen.push(s));
  return { waitFor, stop: () => unsubscribe() };
}

describe('document listeners', () => {
  it('fire with the current state, then on each change', async () => {
    const ref = db.collection(uniqueCollection('listen')).doc('a');
    await ref.set({ n: 1 });
    const l = collect<DocumentSnapshot>((next) => ref.onSnapshot(next));
    await l.waitFor(1);
    await ref.update({ n: 2 });
    await l.waitFor(2);
    await ref.delete();
    const seen = await l.waitFor(3);
    l.stop();
    expect(seen.map((s): unknown => (s.exists ? s.get('n') : 'deleted'))).toEqual([
      1,
      2,
      'deleted',
    ]);
  });

  it('fire for a missing document, then when it is created', async () => {
    const ref = db.collection(uniqueCollection('listen')).doc('later');
    const l = collect<DocumentSnapshot>((next) => ref.onSnapshot(next));
    await l.waitFor(1);
    await ref.set({ here: true });
    const seen = await l.waitFor(2);
    l.stop();
    expect(seen.map((s) => s.exists)).toEqual([false, true]);
  });
});

describe('query listeners', () => {
  it('report added, modified and removed documents', async () => {
    const c = db.collection(uniqueCollection('listen'));
    await c.doc('a').set({ n: 1 });
    const l = collect<QuerySnapshot>((next) => c.where('n', '>', 0).onSnapshot(next));
    await l.waitFor(1);
    await c.doc('b').set({ n: 2 });
    await l.waitFor(2);
    await c.doc('a').update({ n: 5 });
    await l.waitFor(3);
    await c.doc('b').update({ n: -1 });
    await l.waitFor(4);
    await c.doc('a').delete();
    const seen = await l.waitFor(5);
    l.stop();
    expect(seen.map((s) => s.docs.map((d) => d.id))).toEqual([
      ['a'],
      ['a', 'b'],
      ['a', 'b'],
      ['a'],
      [],
    ]);
    expect(seen.map((s) => s.docChanges().map((ch) => `${ch.type}:${ch.doc.id}`))).toEqual([
      ['added:a'],
      ['added:b'],
      ['modified:a'],
      ['removed:b'],
      ['removed:a'],
    ]);
  });

  it('keep the query order and limit', async () => {
    const c = db.collection(uniqueCollection('listen'));
    await c.doc('a').set({ n: 3 });
    await c.doc('b').set({ n: 1 });
    const l = collect<QuerySnapshot>((next) => c.orderBy('n').limit(2).onSnapshot(next));
    await l.waitFor(1);
    await c.doc('c').set({ n: 0 });
    const seen = await l.waitFor(2);
    l.stop();
    expect(seen.map((s) => s.docs.map((d) => d.id))).toEqual([
      ['b', 'a'],
      ['c', 'b'],
    ]);
  });

  it('an empty query fires once with no documents', async () => {
    const c = db.collection(uniqueCollection('listen'));
    const l = collect<QuerySnapshot>((next) => c.onSnapshot(next));
    const [first] = await l.waitFor(1);
    l.stop();
    expect(first?.empty).toBe(true);
  });
});
