// The document-read count (ours only: Google's emulator has none), counted as Firestore bills
// reads. The page benchmark and the one-read-per-view test rely on it. A database of its own, so
// that no other test's reads (or triggers') are counted.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorHost, emulatorPort, projectId } from './env';

const databaseId = `reads-${randomUUID().slice(0, 8)}`;
const app = initializeApp({ projectId }, `reads-${databaseId}`);
afterAll(() => deleteApp(app));
const db = getFirestore(app, databaseId);
const endpoint = `http://${emulatorHost}:${emulatorPort}/emulator/v1/projects/${projectId}/databases/${databaseId}:documentReads`;

async function reads(): Promise<number> {
  const response = await fetch(endpoint);
  expect(response.status).toBe(200);
  return ((await response.json()) as { documentReads: number }).documentReads;
}

beforeEach(async () => {
  await fetch(endpoint, { method: 'DELETE' });
});

describe('document reads', () => {
  it('counts one read per document a get asks for, found or missing', async () => {
    await db.doc('c/a').set({ n: 1 });
    expect(await reads()).toBe(0);
    await db.doc('c/a').get();
    await db.doc('c/missing').get();
    expect(await reads()).toBe(2);
    await db.getAll(db.doc('c/a'), db.doc('c/b'), db.doc('c/c'));
    expect(await reads()).toBe(5);
  });

  it('counts a query by its results, and an empty query as one read', async () => {
    await Promise.all(['x', 'y', 'z'].map((id) => db.doc(`q/${id}`).set({ n: 1 })));
    await fetch(endpoint, { method: 'DELETE' });
    await db.collection('q').get();
    expect(await reads()).toBe(3);
    await db.collection('q').where('n', '==', 2).get();
    expect(await reads()).toBe(4);
  });

  it('counts an aggregation as one read per 1,000 documents counted', async () => {
    await db.doc('agg/one').set({ n: 1 });
    await fetch(endpoint, { method: 'DELETE' });
    expect((await db.collection('agg').count().get()).data().count).toBe(1);
    expect(await reads()).toBe(1);
  });

  it('resets to zero', async () => {
    await db.doc('c/a').get();
    expect(await reads()).toBeGreaterThan(0);
    const response = await fetch(endpoint, { method: 'DELETE' });
    expect(((await response.json()) as { documentReads: number }).documentReads).toBe(0);
  });
});
