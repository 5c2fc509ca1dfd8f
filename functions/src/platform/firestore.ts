// Firestore access every feature's store builds on: the database handle, the collection names of
// the whole data model (docs/data-model.md describes every field), and a converter that revives
// dates. Only stores (and the platform's own bookkeeping) import this module.
import { PUBLIC_BOARDS_COLLECTION, PUBLIC_SPACES_COLLECTION } from '@spaces/contracts';
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

export const COLLECTIONS = {
  users: 'users',
  spaces: 'spaces',
  slugs: 'slugs',
  publicSpaces: PUBLIC_SPACES_COLLECTION,
  /** The abuse gate's rate-limit counters (expire through a TTL policy on `expiresAt`). */
  rateLimits: 'rateLimits',
  /** Under `spaces/{spaceId}`: letters and fan messages, their counter shards, blocked senders. */
  messages: 'messages',
  messageCounters: 'messageCounters',
  blockedSenders: 'blockedSenders',
  /** Under `spaces/{spaceId}`: boards; under each board, its posts. */
  boards: 'boards',
  posts: 'posts',
  /** `{spaceSlug}:{boardSlug}`: a board page's one read, kept by the boards' triggers. */
  publicBoards: PUBLIC_BOARDS_COLLECTION,
  /** What the image pipeline made of each upload (`imageUploads/{uploadId}`). */
  imageUploads: 'imageUploads',
  /** Outgoing e-mail in the Trigger Email extension's shape; ids derive from the cause. */
  mail: 'mail',
} as const;

export function db(): Firestore {
  return getFirestore();
}

/** Firestore stores Dates as timestamps; reading gives Timestamps back, which we turn into Dates. */
function reviveDates(data: DocumentData): DocumentData {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Timestamp ? value.toDate() : value,
    ]),
  );
}

/** Documents are written only by this codebase, so reading trusts their shape. */
export function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => reviveDates(snapshot.data()) as T,
  };
}
