// Documents through firebase-admin: set/create/update/delete, merges, preconditions, value types
// and the limits Cloud Firestore documents.
import { FieldPath, FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminFirestore, uniqueCollection } from './env';

const db = adminFirestore();
const col = () => db.collection(uniqueCollection('docs'));

describe('set and get', () => {
  it('reads back what was written', async () => {
    const ref = col().doc('a');
    await ref.set({ name: 'Ada', age: 36 });
    const snap = await ref.get();
    expect(snap.exists).toBe(true);
    expect(snap.data()).toEqual({ name: 'Ada', age: 36 });
  });

  it('reports a missing document as not existing', async () => {
    const snap = await col().doc('missing').get();
    expect(snap.exists).toBe(false);
    expect(snap.data()).toBeUndefined();
  });

  it('set replaces the whole document', async () => {
    const ref = col().doc('a');
    await ref.set({ a: 1, b: 2 });
    await ref.set({ c: 3 });
    expect((await ref.get()).data()).toEqual({ c: 3 });
  });

  it('set with merge keeps untouched fields and merges nested maps', async () => {
    const ref = col().doc('a');
    await ref.set({ a: 1, m: { x: 1, y: 2 } });
    await ref.set({ b: 2, m: { y: 3 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, b: 2, m: { x: 1, y: 3 } });
  });

  it('set with mergeFields only writes the listed fields', async () => {
    const ref = col().doc('a');
    await ref.set({ a: 1, b: 1 });
    await ref.set({ a: 2, b: 2 }, { mergeFields: ['a'] });
    expect((await ref.get()).data()).toEqual({ a: 2, b: 1 });
  });

  it('set with merge creates a missing document', async () => {
    const ref = col().doc('a');
    await ref.set({ a: 1 }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('sets createTime once and moves updateTime on each change', async () => {
    const ref = col().doc('a');
    const first = await ref.set({ v: 1 });
    const created = (await ref.get()).createTime;
    const second = await ref.set({ v: 2 });
    const snap = await ref.get();
    expect(snap.createTime?.isEqual(created!)).toBe(true);
    expect(snap.updateTime?.isEqual(second.writeTime)).toBe(true);
    expect(second.writeTime.toMillis()).toBeGreaterThanOrEqual(first.writeTime.toMillis());
    expect(second.writeTime.isEqual(first.writeTime)).toBe(false);
  });

  it('readTime of a get is not before the last write', async () => {
    const ref = col().doc('a');
    const w = await ref.set({ v: 1 });
    const snap = await ref.get();
    expect(snap.readTime.valueOf() >= w.writeTime.valueOf()).toBe(true);
  });

  it('getAll returns documents in request order, missing ones included', async () => {
    const c = col();
    await c.doc('x').set({ n: 1 });
    await c.doc('z').set({ n: 3 });
    const snaps = await db.getAll(c.doc('z'), c.doc('y'), c.doc('x'));
    expect(snaps.map((s) => [s.id, s.exists])).toEqual([
      ['z', true],
      ['y', false],
      ['x', true],
    ]);
  });

  it('getAll with a field mask returns only those fields', async () => {
    const ref = col().doc('a');
    await ref.set({ a: 1, b: 2, m: { x: 1, y: 2 } });
    const [snap] = await db.getAll(ref, { fieldMask: ['a', 'm.y'] });
    expect(snap?.data()).toEqual({ a: 1, m: { y: 2 } });
  });

  it('stores subcollection documents independently of their parent', async () => {
    const parent = col().doc('p');
    await parent.collection('kids').doc('k').set({ k: true });
    expect((await parent.get()).exists).toBe(false);
    expect((await parent.collection('kids').doc('k').get()).data()).toEqual({ k: true });
  });
});

describe('value types round-trip', () => {
  const cases: Array<[string, unknown]> = [
    ['null', null],
    ['true', true],
    ['false', false],
    ['zero', 0],
    ['negative integer', -42],
    ['large integer', Number.MAX_SAFE_INTEGER],
    ['double', 3.25],
    ['negative double', -0.5],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['empty string', ''],
    ['unicode string', 'héllo 世界 🎉'],
    ['empty array', []],
    ['array of mixed values', [1, 'a', true, null, { x: 1 }]],
    ['empty map', {}],
    ['nested map', { a: { b: { c: 'deep' } } }],
    ['map with dotted key', { 'a.b': 1 }],
  ];
  it.each(cases)('%s', async (_label, value) => {
    const ref = col().doc('v');
    await ref.set({ value });
    expect((await ref.get()).get('value')).toEqual(value);
  });

  it('timestamps keep microsecond precision', async () => {
    const ref = col().doc('t');
    const t = new Timestamp(1_700_000_000, 123_456_000);
    await ref.set({ t });
    const back = (await ref.get()).get('t') as Timestamp;
    expect(back.seconds).toBe(1_700_000_000);
    expect(back.nanoseconds).toBe(123_456_000);
  });

  it('timestamps are truncated to microseconds', async () => {
    const ref = col().doc('t');
    await ref.set({ t: new Timestamp(5, 123_456_789) });
    expect(((await ref.get()).get('t') as Timestamp).nanoseconds).toBe(123_456_000);
  });

  it('dates are stored as timestamps', async () => {
    const ref = col().doc('d');
    const date = new Date('2024-05-06T07:08:09.010Z');
    await ref.set({ d: date });
    expect(((await ref.get()).get('d') as Timestamp).toDate().toISOString()).toBe(
      date.toISOString(),
    );
  });

  it('geo points', async () => {
    const ref = col().doc('g');
    await ref.set({ g: new GeoPoint(35.68, 139.76) });
    const g = (await ref.get()).get('g') as GeoPoint;
    expect([g.latitude, g.longitude]).toEqual([35.68, 139.76]);
  });

  it('bytes', async () => {
    const ref = col().doc('b');
    await ref.set({ b: Buffer.from([0, 1, 2, 255]) });
    expect([...((await ref.get()).get('b') as Buffer)]).toEqual([0, 1, 2, 255]);
  });

  it('document references', async () => {
    const c = col();
    await c.doc('r').set({ r: c.doc('target') });
    const r = (await c.doc('r').get()).get('r') as FirebaseFirestore.DocumentReference;
    expect(r.path).toBe(c.doc('target').path);
  });

  it('vectors', async () => {
    const ref = col().doc('v');
    await ref.set({ v: FieldValue.vector([1, 2.5, 3]) });
    const v = (await ref.get()).get('v') as FirebaseFirestore.VectorValue;
    expect(v.toArray()).toEqual([1, 2.5, 3]);
  });

  it('integers and doubles stay distinct types', async () => {
    const ref = col().doc('n');
    await ref.set({ i: 1, d: 1.5 });
    await ref.update({ i: FieldValue.increment(1), d: FieldValue.increment(1) });
    expect((await ref.get()).data()).toEqual({ i: 2, d: 2.5 });
  });
});

describe('create', () => {
  it('creates a missing document', async () => {
    const ref = col().doc('a');
    await ref.create({ a: 1 });
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('fails with ALREADY_EXISTS on an existing document', async () => {
    const ref = col().doc('a');
    await ref.set({ a: 1 });
    await expect(ref.create({ a: 2 })).rejects.toMatchObject({ code: 6 });
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('add() creates a document with a generated 20-character id', async () => {
    const ref = await col().add({ a: 1 });
    expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });
});

describe('update', () => {
  it('changes only the given fields', async () => {
    const ref = col().doc('a');
    await ref.set({ a: 1, b: 2 });
    await ref.update({ b: 3 });
    expect((await ref.get()).data()).toEqual({ a: 1, b: 3 });
  });

  it('fails with NOT_FOUND on a missing document', async () => {
    const ref = col().doc('missing');
    await expect(ref.update({ a: 1 })).rejects.toMatchObject({ code: 5 });
    expect((await ref.get()).exists).toBe(false);
  });

  it('dotted paths update nested fields without replacing the map', async () => {
    const ref = col().doc('a');
    await ref.set({ m: { x: 1, y: 2 } });
    await ref.update({ 'm.y': 3, 'm.z': 4 });
    expect((await ref.get()).data()).toEqual({ m: { x: 1, y: 3, z: 4 } });
  });

  it('a map value replaces the whole map', async () => {
    const ref = col().doc('a');
    await ref.set({ m: { x: 1, y: 2 } });
    await ref.update({ m: { z: 1 } });
    expect((await ref.get()).data()).toEqual({ m: { z: 1 } });
  });

  it('FieldPath addresses field names containing dots', async () => {
    const ref = col().doc('a');
    await ref.set({ 'a.b': 1, a: { b: 2 } });
    await ref.update(new FieldPath('a.b'), 10);
    expect((await ref.get()).data()).toEqual({ 'a.b': 10, a: { b: 2 } });
  });

  it('FieldValue.delete removes a field', async () => {
    const ref = col().doc('a');
    await ref.set({ a: 1, b: 2, m: { x: 1, y: 1 } });
    await ref.update({ b: FieldValue.delete(), 'm.x': FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ a: 1, m: { y: 1 } });
  });

  it('FieldValue.delete in a merge removes the field', async () => {
    const ref = col().doc('a');
    await ref.set({ a: 1, b: 2 });
    await ref.set({ b: FieldValue.delete() }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('a nested path through a non-map value replaces it with a map', async () => {
    const ref = col().doc('a');
    await ref.set({ a: 5 });
    await ref.update({ 'a.b': 1 });
    expect((await ref.get()).data()).toEqual({ a: { b: 1 } });
  });

  it('lastUpdateTime precondition succeeds when it matches', async () => {
    const ref = col().doc('a');
    const w = await ref.set({ a: 1 });
    await ref.update({ a: 2 }, { lastUpdateTime: w.writeTime });
    expect((await ref.get()).get('a')).toBe(2);
  });

  it('lastUpdateTime precondition fails with FAILED_PRECONDITION when stale', async () => {
    const ref = col().doc('a');
    const w = await ref.set({ a: 1 });
    await ref.set({ a: 2 });
    await expect(ref.update({ a: 3 }, { lastUpdateTime: w.writeTime })).rejects.toMatchObject({
      code: 9,
    });
    expect((await ref.get()).get('a')).toBe(2);
  });

  it('an update that changes nothing keeps the update time', async () => {
    const ref = col().doc('a');
    await ref.set({ a: 1 });
    const before = (await ref.get()).updateTime!;
    await ref.update({ a: 1 });
    expect((await ref.get()).updateTime!.isEqual(before)).toBe(true);
  });
});

describe('delete', () => {
  it('removes the document', async () => {
    const ref = col().doc('a');
    await ref.set({ a: 1 });
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
  });

  it('succeeds on a missing document', async () => {
    await expect(col().doc('missing').delete()).resolves.toBeDefined();
  });

  it('exists precondition fails with NOT_FOUND on a missing document', async () => {
    await expect(col().doc('missing').delete({ exists: true })).rejects.toMatchObject({ code: 5 });
  });

  it('lastUpdateTime precondition fails when the document changed', async () => {
    const ref = col().doc('a');
    const w = await ref.set({ a: 1 });
    await ref.set({ a: 2 });
    await expect(ref.delete({ lastUpdateTime: w.writeTime })).rejects.toMatchObject({ code: 9 });
    expect((await ref.get()).exists).toBe(true);
  });

  it('does not delete subcollections', async () => {
    const ref = col().doc('p');
    await ref.set({ a: 1 });
    await ref.collection('sub').doc('s').set({ s: 1 });
    await ref.delete();
    expect((await ref.collection('sub').doc('s').get()).exists).toBe(true);
  });
});

describe('batches', () => {
  it('commit all writes atomically', async () => {
    const c = col();
    await c.doc('del').set({ x: 1 });
    const batch = db.batch();
    batch.set(c.doc('a'), { a: 1 });
    batch.update(c.doc('del'), { x: 2 });
    batch.delete(c.doc('del'));
    batch.create(c.doc('b'), { b: 1 });
    const results = await batch.commit();
    expect(results).toHaveLength(4);
    expect((await c.get()).docs.map((d) => d.id).sort()).toEqual(['a', 'b']);
  });

  it('apply nothing when one write fails', async () => {
    const c = col();
    await c.doc('exists').set({ x: 1 });
    const batch = db.batch();
    batch.set(c.doc('a'), { a: 1 });
    batch.create(c.doc('exists'), { x: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 6 });
    expect((await c.doc('a').get()).exists).toBe(false);
    expect((await c.doc('exists').get()).get('x')).toBe(1);
  });

  it('see earlier writes to the same document', async () => {
    const ref = col().doc('a');
    const batch = db.batch();
    batch.set(ref, { n: 1, keep: true });
    batch.update(ref, { n: FieldValue.increment(5) });
    await batch.commit();
    expect((await ref.get()).data()).toEqual({ n: 6, keep: true });
  });

  it('accept more than 500 writes', async () => {
    const c = col();
    const batch = db.batch();
    for (let i = 0; i < 600; i++) batch.set(c.doc(`d${i}`), { i });
    await batch.commit();
    expect((await c.count().get()).data().count).toBe(600);
  });

  it('all writes share one commit time', async () => {
    const c = col();
    const batch = db.batch();
    batch.set(c.doc('a'), { a: 1 });
    batch.set(c.doc('b'), { b: 1 });
    const [ra, rb] = await batch.commit();
    expect(ra?.writeTime.isEqual(rb!.writeTime)).toBe(true);
  });
});

describe('BulkWriter and recursive delete', () => {
  it('BulkWriter applies independent writes and reports each failure', async () => {
    const c = col();
    await c.doc('dup').set({ x: 1 });
    const writer = db.bulkWriter();
    const failures: number[] = [];
    writer.onWriteError((e) => {
      failures.push(e.code);
      return false;
    });
    void writer.set(c.doc('a'), { a: 1 });
    void writer.create(c.doc('dup'), { x: 2 }).catch(() => undefined);
    void writer.set(c.doc('b'), { b: 1 });
    await writer.close();
    expect(failures).toEqual([6]);
    expect((await c.get()).docs.map((d) => d.id).sort()).toEqual(['a', 'b', 'dup']);
  });

  it('recursiveDelete removes a collection and every subcollection', async () => {
    const c = col();
    await c.doc('a').set({ a: 1 });
    await c.doc('a').collection('sub').doc('s').set({ s: 1 });
    await c.doc('b').collection('sub').doc('t').set({ t: 1 });
    await db.recursiveDelete(c);
    expect((await c.get()).size).toBe(0);
    expect((await c.doc('a').collection('sub').get()).size).toBe(0);
    expect((await c.doc('b').collection('sub').get()).size).toBe(0);
  });
});

describe('listing', () => {
  it('listDocuments includes missing parents that only have subcollections', async () => {
    const c = col();
    await c.doc('real').set({ a: 1 });
    await c.doc('ghost').collection('sub').doc('s').set({ s: 1 });
    const refs = await c.listDocuments();
    expect(refs.map((r) => r.id).sort()).toEqual(['ghost', 'real']);
  });

  it('listCollections lists the subcollections of a document', async () => {
    const ref = col().doc('p');
    await ref.collection('one').doc('a').set({});
    await ref.collection('two').doc('b').collection('deep').doc('c').set({});
    const ids = (await ref.listCollections()).map((c) => c.id).sort();
    expect(ids).toEqual(['one', 'two']);
  });

  it('root listCollections includes a new collection', async () => {
    const c = col();
    await c.doc('a').set({});
    expect((await db.listCollections()).map((x) => x.id)).toContain(c.id);
  });
});

describe('limits and validation', () => {
  it('accepts a document just under 1 MiB', async () => {
    const ref = col().doc('big');
    await ref.set({ s: 'x'.repeat(1_000_000) });
    expect(((await ref.get()).get('s') as string).length).toBe(1_000_000);
  });

  it('rejects a document over 1 MiB with INVALID_ARGUMENT', async () => {
    const ref = col().doc('huge');
    await expect(ref.set({ s: 'x'.repeat(1_048_576) })).rejects.toMatchObject({ code: 3 });
    expect((await ref.get()).exists).toBe(false);
  });

  it('rejects a commit over the 10 MiB request limit', async () => {
    const c = col();
    const batch = db.batch();
    for (let i = 0; i < 11; i++) batch.set(c.doc(`d${i}`), { s: 'x'.repeat(1_000_000) });
    await expect(batch.commit()).rejects.toMatchObject({ code: 3 });
    expect((await c.count().get()).data().count).toBe(0);
  });
});
