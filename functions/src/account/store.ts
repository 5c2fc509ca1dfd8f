// Firestore glue of the account: the fields of `users/{uid}` the account feature owns (icon,
// language, notification choices).
// The spaces feature keeps its own counters in the same document, so every write here merges.
import type { AccountLanguage, ImageRef, NotificationSettings } from '@spaces/contracts';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { COLLECTIONS, converter, db } from '../platform/firestore';

/** The account's part of `users/{uid}`. */
export interface AccountDoc {
  icon?: ImageRef;
  /** Set by `setAccountLanguage`; mails go out in it (absent: DEFAULT_ACCOUNT_LANGUAGE). */
  language?: AccountLanguage;
  /** Set by `updateNotifications` (absent: DEFAULT_NOTIFICATIONS). */
  notifications?: NotificationSettings;
  createdAt?: Date;
  updatedAt?: Date;
  /** Set once by `deleteAccount`: the account is being deleted (the sweep is queued). */
  deletionRequestedAt?: Date;
  /** The spaces the sweep found, so that a later run still purges what a deleted one left. */
  deletionSpaceIds?: string[];
}

const users = () =>
  db().collection(COLLECTIONS.users).withConverter(converter<AccountDoc & DocumentData>());

export async function getAccount(uid: string): Promise<AccountDoc> {
  return (await users().doc(uid).get()).data() ?? {};
}

/**
 * Sets (or, with undefined, removes) the account's icon in one transaction; answers the icon it
 * replaced, or none when it held exactly this one already (nothing is written then).
 */
export async function setIcon(
  uid: string,
  icon: ImageRef | undefined,
): Promise<ImageRef | undefined> {
  const ref = users().doc(uid);
  return db().runTransaction(async (tx) => {
    const account = (await tx.get(ref)).data();
    const previous = account?.icon;
    if (previous?.path === icon?.path) return undefined;
    const now = new Date();
    tx.set(
      ref,
      {
        icon: icon ?? FieldValue.delete(),
        createdAt: account?.createdAt ?? now,
        updatedAt: now,
      },
      { merge: true },
    );
    return previous;
  });
}

/**
 * Marks the account as being deleted (once: a repeated request keeps the first time); answers
 * whether this call set the mark.
 */
export async function markDeletion(uid: string, now: Date): Promise<boolean> {
  const ref = users().doc(uid);
  return db().runTransaction(async (tx) => {
    const account = (await tx.get(ref)).data();
    if (account?.deletionRequestedAt) return false;
    tx.set(ref, { deletionRequestedAt: now, updatedAt: now }, { merge: true });
    return true;
  });
}

/**
 * Adds `found` to the spaces the sweep has seen and answers them all; writes only when it learns
 * of a new one. (The document is deleted after every space it lists has been purged.)
 */
export async function recordSweptSpaces(uid: string, found: readonly string[]): Promise<string[]> {
  const ref = users().doc(uid);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const known = snapshot.data()?.deletionSpaceIds ?? [];
    const all = [...new Set([...known, ...found])];
    if (all.length > known.length) tx.set(ref, { deletionSpaceIds: all }, { merge: true });
    return all;
  });
}

/** Deletes `users/{uid}` with everything every feature kept there; answers whether it was there. */
export async function deleteAccountDoc(uid: string): Promise<boolean> {
  const ref = users().doc(uid);
  const found = (await ref.get()).exists;
  await ref.delete();
  return found;
}
