// Firestore glue of the account: the fields of `users/{uid}` the account feature owns (icon,
// language, notification choices).
// The spaces feature keeps its own counters in the same document, so every write here merges.
import type { AccountLanguage, ImageRef, NotificationSettings } from '@spaces/contracts';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { collections, converter, db } from '../platform/firestore';

/** The account's part of `users/{uid}`. */
export interface AccountDoc {
  icon?: ImageRef;
  /** Set by `setAccountLanguage`; mails go out in it (absent: DEFAULT_ACCOUNT_LANGUAGE). */
  language?: AccountLanguage;
  /** Set by `updateNotifications` (absent: DEFAULT_NOTIFICATIONS). */
  notifications?: NotificationSettings;
  /** The address the server last saw on the Auth record (`syncAccountEmail`), to tell it of a change. */
  email?: string;
  /** When `email` was recorded: the cause of the change mail, so each change is mailed once. */
  emailSince?: Date;
  createdAt?: Date;
  updatedAt?: Date;
  /** The spaces the sweep found, so that a later run still purges what a deleted one left. */
  deletionSpaceIds?: string[];
}

const users = () => collections.users().withConverter(converter<AccountDoc & DocumentData>());

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

/** Merges settings into `users/{uid}`, creating it on first use. */
async function mergeSettings(
  uid: string,
  fields: Pick<AccountDoc, 'language'> | Pick<AccountDoc, 'notifications'>,
): Promise<void> {
  const ref = users().doc(uid);
  await db().runTransaction(async (tx) => {
    const account = (await tx.get(ref)).data();
    const now = new Date();
    tx.set(
      ref,
      { ...fields, createdAt: account?.createdAt ?? now, updatedAt: now },
      { merge: true },
    );
  });
}

/** Replaces the account's notification choices (all kinds at once); answers what was stored. */
export async function setNotifications(
  uid: string,
  notifications: NotificationSettings,
): Promise<NotificationSettings> {
  await mergeSettings(uid, { notifications });
  return notifications;
}

/** Remembers the account's language (for the mails it is sent). */
export async function setLanguage(uid: string, language: AccountLanguage): Promise<void> {
  await mergeSettings(uid, { language });
}

/**
 * Records `email` as the account's address, unless another call recorded something since the
 * read that found `previousSince` (then nothing is written and false is answered).
 */
export async function recordEmail(
  uid: string,
  email: string,
  previousSince: Date | undefined,
): Promise<boolean> {
  const ref = users().doc(uid);
  return db().runTransaction(async (tx) => {
    const account = (await tx.get(ref)).data();
    if (account?.emailSince?.getTime() !== previousSince?.getTime()) return false;
    const now = new Date();
    tx.set(
      ref,
      { email, emailSince: now, createdAt: account?.createdAt ?? now, updatedAt: now },
      { merge: true },
    );
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
