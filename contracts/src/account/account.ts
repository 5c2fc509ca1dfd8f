// The account as its owner sets it in the user area (/u): display name, language for mails, and
// which e-mail notifications to receive. Kept in `users/{uid}` beside the spaces' counters.
import { Type, type Static } from '@sinclair/typebox';
import { closed, stringEnum } from '../platform/schema';

/** Languages the product speaks; mails go out in the account's. */
export const ACCOUNT_LANGUAGES = ['ja', 'en'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];
export const AccountLanguageSchema = stringEnum(ACCOUNT_LANGUAGES);

/** What a new message of a kind sends: a mail at once, a line in the daily digest, or nothing. */
export const NOTIFICATION_MODES = ['immediate', 'digest', 'off'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** The kinds an owner chooses for separately. */
export const NOTIFICATION_KINDS = ['letters', 'fanMessages', 'boardPosts'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationSettingsSchema = Type.Object(
  {
    letters: stringEnum(NOTIFICATION_MODES),
    fanMessages: stringEnum(NOTIFICATION_MODES),
    boardPosts: stringEnum(NOTIFICATION_MODES),
  },
  closed,
);
export type NotificationSettings = Static<typeof NotificationSettingsSchema>;

/** New accounts (and the demo user) hear about letters at once, and about nothing else. */
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  letters: 'immediate',
  fanMessages: 'off',
  boardPosts: 'off',
};

export const DEFAULT_ACCOUNT_LANGUAGE: AccountLanguage = 'ja';

/**
 * Deleting the account needs a sign-in (or re-authentication) at most this old, so that a browser
 * left signed in cannot do it: the person types the password again right before.
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;
