// The one Firestore trigger of a document path (decision 062): every write of the document starts
// one function, deployed with retry on and bounded (triggers.ts), which hands the write to each of
// the path's handlers that takes it.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { SCALING } from './globalOptions';
import { bounded, dispatch, retrying, type WriteHandler } from './triggers';

export function documentTrigger<P extends object>(
  name: string,
  document: string,
  handlers: readonly WriteHandler<P>[],
) {
  return onDocumentWritten(
    retrying({ document, ...SCALING.trigger }),
    bounded(name, (event) =>
      dispatch(name, handlers, {
        params: event.params as P,
        before: event.data?.before.exists ? event.data.before.data() : undefined,
        after: event.data?.after.exists ? event.data.after.data() : undefined,
      }),
    ),
  );
}
