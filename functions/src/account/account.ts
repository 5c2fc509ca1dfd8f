// The account as the rest of the backend sees it: the Auth record's profile joined with what
// `users/{uid}` keeps, defaults filled in. Notifications read it to address and word mails.
import {
  DEFAULT_ACCOUNT_LANGUAGE,
  DEFAULT_NOTIFICATIONS,
  type AccountLanguage,
  type ImageRef,
  type NotificationSettings,
} from '@spaces/contracts';
import { getAuth } from 'firebase-admin/auth';
import * as store from './store';

export interface Account {
  uid: string;
  /** Absent for an account without an e-mail address (none today; mails are skipped then). */
  email?: string;
  displayName?: string;
  icon?: ImageRef;
  language: AccountLanguage;
  notifications: NotificationSettings;
}

const isUserNotFound = (error: unknown) =>
  (error as { code?: unknown } | undefined)?.code === 'auth/user-not-found';

/** The account; without e-mail or display name when its Auth user is gone (deleted meanwhile). */
export async function accountOf(uid: string): Promise<Account> {
  const [doc, user] = await Promise.all([
    store.getAccount(uid),
    getAuth()
      .getUser(uid)
      .catch((error: unknown) => {
        if (isUserNotFound(error)) return undefined;
        throw error;
      }),
  ]);
  return {
    uid,
    ...(user?.email ? { email: user.email } : {}),
    ...(user?.displayName ? { displayName: user.displayName } : {}),
    ...(doc.icon ? { icon: doc.icon } : {}),
    language: doc.language ?? DEFAULT_ACCOUNT_LANGUAGE,
    notifications: { ...DEFAULT_NOTIFICATIONS, ...doc.notifications },
  };
}
