// Resuming a Listen target on the wire, as the SDKs do after a stream breaks: with the resume
// token of CURRENT, only what changed since comes again, then an existence filter with the count
// of what matches now, so that a client whose cache holds a document deleted meanwhile notices
// and queries again. Spoken over raw gRPC, so that no SDK's cache hides what the stream sends.
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection as webCollection,
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  onSnapshot,
  terminate,
  type QuerySnapshot,
} from 'firebase/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { firestoreDescriptor } from '../../src/firestore/grpc';
import { adminFirestore, emulatorHost, emulatorPort, projectId, uniqueCollection } from './env';

const db = adminFirestore();
const DATABASE = `projects/${projectId}/databases/(default)`;

type Response = {
  targetChange?: { targetChangeType?: string; targetIds?: number[]; resumeToken?: Buffer };
  documentChange?: { document?: { name?: string } };
  filter?: { targetId?: number; count?: number };
};

const definition = protoLoader.fromJSON(firestoreDescriptor(), {
  longs: String,
  enums: String,
  defaults: false,
  oneofs: true,
});
const { Firestore } = (
  grpc.loadPackageDefinition(definition) as unknown as {
    google: { firestore: { v1: { Firestore: grpc.ServiceClientConstructor } } };
  }
).google.firestore.v1;
const client = new Firestore(`${emulatorHost}:${emulatorPort}`, grpc.credentials.createInsecure());
afterAll(() => client.close());

/** One Listen stream for one query target, until its first global NO_CHANGE after CURRENT. */
function listenOnce(
  collection: string,
  resume?: { resumeToken: Buffer },
): Promise<{ responses: Response[]; token: Buffer }> {
  const metadata = new grpc.Metadata();
  metadata.set('authorization', 'Bearer owner');
  metadata.set('google-cloud-resource-prefix', DATABASE);
  const stream = (
    client as unknown as { listen(m: grpc.Metadata): grpc.ClientDuplexStream<unknown, Response> }
  ).listen(metadata);
  const responses: Response[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no CURRENT in time')), 10_000);
    let token: Buffer | undefined;
    stream.on('data', (response: Response) => {
      responses.push(response);
      const change = response.targetChange;
      if (change?.targetChangeType === 'CURRENT') token = change.resumeToken;
      if (token && change?.targetChangeType === 'NO_CHANGE' && !change.targetIds?.length) {
        clearTimeout(timer);
        stream.cancel();
        resolve({ responses, token });
      }
    });
    stream.on('error', (error: grpc.ServiceError) => {
      if (error.code !== grpc.status.CANCELLED) reject(error);
    });
    stream.write({
      database: DATABASE,
      addTarget: {
        targetId: 2,
        query: {
          parent: `${DATABASE}/documents`,
          structuredQuery: { from: [{ collectionId: collection }] },
        },
        ...resume,
      },
    });
  });
}

const names = (responses: Response[]) =>
  responses.flatMap((r) => r.documentChange?.document?.name?.split('/').at(-1) ?? []);

describe('resuming a listen target', () => {
  it('sends what changed since the token, then an existence filter with the current count', async () => {
    const collection = uniqueCollection('resume');
    const ref = (id: string) => db.collection(collection).doc(id);
    await Promise.all(['a', 'b', 'c'].map((id) => ref(id).set({ n: 1 })));

    const first = await listenOnce(collection);
    expect(names(first.responses).sort()).toEqual(['a', 'b', 'c']);
    expect(first.responses.some((r) => r.filter)).toBe(false);

    await ref('b').update({ n: 2 });
    await ref('d').set({ n: 1 });
    await ref('c').delete();
    const resumed = await listenOnce(collection, { resumeToken: first.token });
    expect(names(resumed.responses).sort()).toEqual(['b', 'd']);
    // a, b and d match now: a client that still holds c counts four and queries again.
    const filter = resumed.responses.find((r) => r.filter)?.filter;
    expect(filter).toMatchObject({ targetId: 2, count: 3 });
    // No RESET: the client keeps what it had.
    const kinds = resumed.responses.flatMap((r) => r.targetChange?.targetChangeType ?? []);
    expect(kinds).not.toContain('RESET');
    // The filter comes after the changes and before CURRENT.
    const at = (match: (r: Response) => boolean) => resumed.responses.findIndex(match);
    expect(at((r) => !!r.filter)).toBeGreaterThan(at((r) => !!r.documentChange));
    expect(at((r) => !!r.filter)).toBeLessThan(
      at((r) => r.targetChange?.targetChangeType === 'CURRENT'),
    );
  });

  it('sends everything and no filter to a new listen', async () => {
    const collection = uniqueCollection('fresh');
    await db.collection(collection).doc('x').set({ n: 1 });
    const { responses } = await listenOnce(collection);
    expect(names(responses)).toEqual(['x']);
    expect(responses.some((r) => r.filter)).toBe(false);
  });
});

describe('the web SDK resuming with a cache that holds a deleted document', () => {
  it('learns from the existence filter, queries again, and shows the document gone', async () => {
    const app = initializeApp({ projectId, apiKey: 'fake-api-key' }, `resume-${randomUUID()}`);
    // LRU garbage collection keeps the target's resume token and documents after unlistening.
    const web = initializeFirestore(app, {
      localCache: memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() }),
    });
    connectFirestoreEmulator(web, emulatorHost, emulatorPort, { mockUserToken: 'owner' });
    try {
      const collection = uniqueCollection('sdk-resume');
      await Promise.all(['a', 'b'].map((id) => db.collection(collection).doc(id).set({ n: 1 })));
      const ids = (s: QuerySnapshot) => s.docs.map((d) => d.id).sort();
      const snapshots = (until: (s: QuerySnapshot) => boolean) =>
        new Promise<QuerySnapshot[]>((resolve, reject) => {
          const seen: QuerySnapshot[] = [];
          const timer = setTimeout(() => reject(new Error('no matching snapshot')), 10_000);
          const stop = onSnapshot(webCollection(web, collection), (s) => {
            seen.push(s);
            if (!until(s)) return;
            clearTimeout(timer);
            stop();
            resolve(seen);
          });
        });
      const first = await snapshots((s) => !s.metadata.fromCache);
      expect(ids(first.at(-1)!)).toEqual(['a', 'b']);

      await db.collection(collection).doc('b').delete();
      const again = await snapshots((s) => !s.metadata.fromCache);
      // From the cache first (b included), then the server's answer without b.
      expect(ids(again[0]!)).toEqual(['a', 'b']);
      expect(ids(again.at(-1)!)).toEqual(['a']);
    } finally {
      await terminate(web);
      await deleteApp(app);
    }
  });
});
