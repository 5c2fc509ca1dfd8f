// The one place that knows Firestore's shape: collection paths, document types and converters.
// docs/data-model.md describes every field.
import { PUBLIC_SPACES_COLLECTION, type PublicSpace } from '@spaces/contracts';
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type { Space } from '../domain/space';

/** `users/{uid}`: per-user bookkeeping the server needs (the Auth record holds the profile). */
export interface UserDoc {
  /** Spaces the user owns; kept in the same transactions that create and delete spaces. */
  spaceCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** `slugs/{slug}`: claims a slug for one space; its existence is what makes slugs unique. */
export interface SlugDoc {
  spaceId: string;
  ownerUid: string;
  createdAt: Date;
}

export const COLLECTIONS = {
  users: 'users',
  spaces: 'spaces',
  slugs: 'slugs',
  publicSpaces: PUBLIC_SPACES_COLLECTION,
} as const;

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
function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => reviveDates(snapshot.data()) as T,
  };
}

const converters = {
  users: converter<UserDoc>(),
  spaces: converter<Space & DocumentData>(),
  slugs: converter<SlugDoc>(),
  publicSpaces: converter<PublicSpace>(),
};

export function db(): Firestore {
  return getFirestore();
}

export const collections = {
  users: () => db().collection(COLLECTIONS.users).withConverter(converters.users),
  spaces: () => db().collection(COLLECTIONS.spaces).withConverter(converters.spaces),
  slugs: () => db().collection(COLLECTIONS.slugs).withConverter(converters.slugs),
  publicSpaces: () =>
    db().collection(COLLECTIONS.publicSpaces).withConverter(converters.publicSpaces),
};
