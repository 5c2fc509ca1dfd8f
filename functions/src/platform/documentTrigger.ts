// The one Firestore trigger of a document path (decision 062): every write of the document starts
// one function, deployed with retry on and bounded (triggers.ts), which hands the write to each of
// the path's handlers that takes it.
//
// Declared without loading Firestore (decision 038): `firebase-functions/v2/firestore` loads the
// Firestore SDK as it is imported, and every instance loads every declaration. So the declaration
// is built by the light Eventarc provider with the Firestore trigger's own event filters
// (documentTrigger.test.ts proves it the very endpoint `onDocumentWritten` declares), and the
// Firestore provider is imported on the first event, to turn its payload into snapshots.
import type { Change, DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { onCustomEventPublished } from 'firebase-functions/v2/eventarc';
import { SCALING } from './globalOptions';
import { bounded, dispatch, retrying, type WriteHandler } from './triggers';

/** Every write of a document in the project's default database. */
const WRITTEN = 'google.cloud.firestore.document.v1.written';
const DEFAULT_DATABASE = '(default)';

type WriteEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined, Record<string, string>>;

/** The options the trigger is deployed with, but its document (scaling, retry). */
export const DOCUMENT_TRIGGER_OPTIONS = retrying({ ...SCALING.trigger });

export function documentTrigger<P extends object>(
  name: string,
  document: string,
  handlers: readonly WriteHandler<P>[],
) {
  const handler = bounded(name, (event: WriteEvent) =>
    dispatch(name, handlers, {
      params: event.params as P,
      before: event.data?.before.exists ? event.data.before.data() : undefined,
      after: event.data?.after.exists ? event.data.after.data() : undefined,
    }),
  );
  // Region, scaling and retry as every event function declares them; the trigger is Firestore's.
  const declared = onCustomEventPublished({ ...DOCUMENT_TRIGGER_OPTIONS, eventType: WRITTEN }, () =>
    Promise.resolve(),
  );
  const __endpoint = {
    ...declared.__endpoint,
    eventTrigger: {
      eventType: WRITTEN,
      eventFilters: { database: DEFAULT_DATABASE, namespace: DEFAULT_DATABASE },
      eventFilterPathPatterns: { document },
      retry: true,
    },
  };
  let provider: ((raw: unknown) => unknown) | undefined;
  const fn = async (raw: unknown): Promise<unknown> => {
    if (!provider) {
      const { onDocumentWritten } = await import('firebase-functions/v2/firestore');
      provider = onDocumentWritten({ ...DOCUMENT_TRIGGER_OPTIONS, document }, handler) as (
        raw: unknown,
      ) => unknown;
    }
    return provider(raw);
  };
  return Object.assign(fn, { run: handler, __endpoint });
}
