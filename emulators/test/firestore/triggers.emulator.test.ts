// Document events reach v2 Firestore triggers in the Functions emulator. Needs the fixture
// codebase in emulators/test/functions running in the Functions emulator (see emulators/README.md);
// its functions record every event they receive into `_events`.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminFirestore, eventually } from './env';

const db = adminFirestore();

interface RecordedEvent {
  kind: string;
  type: string;
  eventId: string;
  document: string;
  params: Record<string, string>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Waits until `count` events for `document` are recorded, then a little longer for strays. */
async function eventsFor(document: string, count: number): Promise<RecordedEvent[]> {
  return eventually(async () => {
    const snap = await db.collection('_events').where('document', '==', document).get();
    const events = snap.docs.map((d) => d.data() as RecordedEvent);
    return events.length >= count ? events : undefined;
  }, 90_000);
}

const byKind = (events: RecordedEvent[], kind: string) => events.filter((e) => e.kind === kind);

// Cold function workers take seconds each on a busy machine: allow for several in one test.
describe('v2 Firestore triggers', { timeout: 120_000 }, () => {
  it('onDocumentCreated receives the new document and the path params', async () => {
    const id = randomUUID();
    await db.doc(`triggerTests/${id}`).set({ title: 'hello', n: 1 });
    const [created] = byKind(await eventsFor(`triggerTests/${id}`, 1), 'created');
    expect(created?.type).toBe('google.cloud.firestore.document.v1.created');
    expect(created?.params).toEqual({ docId: id });
    expect(created?.after).toEqual({ title: 'hello', n: 1 });
    expect(created?.before).toBeNull();
  });

  it('onDocumentUpdated receives before and after', async () => {
    const id = randomUUID();
    const ref = db.doc(`triggerTests/${id}`);
    await ref.set({ n: 1 });
    await ref.update({ n: 2, extra: true });
    const events = await eventsFor(`triggerTests/${id}`, 2);
    const updated = byKind(events, 'updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]?.before).toEqual({ n: 1 });
    expect(updated[0]?.after).toEqual({ n: 2, extra: true });
  });

  it('onDocumentDeleted receives the deleted data', async () => {
    const id = randomUUID();
    const ref = db.doc(`triggerTests/${id}`);
    await ref.set({ gone: 'soon' });
    await ref.delete();
    const deleted = byKind(await eventsFor(`triggerTests/${id}`, 2), 'deleted');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.before).toEqual({ gone: 'soon' });
    expect(deleted[0]?.after).toBeNull();
  });

  it('onDocumentWritten fires on create, update and delete of a nested path', async () => {
    const parent = randomUUID();
    const path = `triggerNested/${parent}/items/i1`;
    const ref = db.doc(path);
    await ref.set({ v: 1 });
    await ref.update({ v: 2 });
    await ref.delete();
    const written = byKind(await eventsFor(path, 3), 'written');
    expect(written).toHaveLength(3);
    expect(written.every((e) => e.type === 'google.cloud.firestore.document.v1.written')).toBe(
      true,
    );
    expect(written[0]?.params).toEqual({ parentId: parent, itemId: 'i1' });
    const transitions = written.map((e) => [e.before?.v ?? null, e.after?.v ?? null]);
    expect(transitions).toEqual(
      expect.arrayContaining([
        [null, 1],
        [1, 2],
        [2, null],
      ]),
    );
  });

  it('every event has a unique id', async () => {
    const id = randomUUID();
    const ref = db.doc(`triggerTests/${id}`);
    await ref.set({ n: 1 });
    await ref.update({ n: 2 });
    await ref.delete();
    const events = await eventsFor(`triggerTests/${id}`, 3);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length);
  });

  it('a write that changes nothing raises no update event', async () => {
    const id = randomUUID();
    const ref = db.doc(`triggerTests/${id}`);
    await ref.set({ n: 1 });
    await eventsFor(`triggerTests/${id}`, 1);
    await ref.set({ n: 1 });
    await ref.set({ n: 3 });
    const events = await eventsFor(`triggerTests/${id}`, 2);
    await new Promise((r) => setTimeout(r, 2_000));
    const updated = byKind(await eventsFor(`triggerTests/${id}`, 2), 'updated');
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(updated.map((e) => e.after?.n)).toEqual([3]);
  });

  it('documents outside the trigger patterns raise no events', async () => {
    const id = randomUUID();
    await db.doc(`untriggered/${id}`).set({ n: 1 });
    await db.doc(`triggerTests/${id}/sub/x`).set({ n: 1 });
    // A later event on a matching path proves deliveries for the earlier writes had their chance.
    await db.doc(`triggerTests/${id}`).set({ n: 1 });
    await eventsFor(`triggerTests/${id}`, 1);
    const stray = await db
      .collection('_events')
      .where('document', 'in', [`untriggered/${id}`, `triggerTests/${id}/sub/x`])
      .get();
    expect(stray.size).toBe(0);
  });

  it('every write of a batch raises its own event', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const batch = db.batch();
    for (const id of ids) batch.set(db.doc(`triggerTests/${id}`), { id });
    await batch.commit();
    for (const id of ids) {
      const [created] = byKind(await eventsFor(`triggerTests/${id}`, 1), 'created');
      expect(created?.after).toEqual({ id });
    }
  });
});
