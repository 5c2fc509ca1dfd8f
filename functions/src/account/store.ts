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

/** Replaces the account's notification choices (all kinds at once); answers what was stored. */
export async function setNotifications(
  uid: string,
  notifications: NotificationSettings,
): Promise<NotificationSettings> {
  const ref = users().doc(uid);
  await db().runTransaction(async (tx) => {
    const account = (await tx.get(ref)).data();
    const now = new Date();
    tx.set(
      ref,
      { notifications, createdAt: account?.createdAt ?? now, updatedAt: now },
      { merge: true },
    );
  });
  return notifications;
}
