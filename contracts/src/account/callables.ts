// The account callables of the user area. Sign-in, e-mail and password changes go through the
// Auth SDK itself; these hold what the server keeps about the account, and delete it.
import { Type, type Static } from '@sinclair/typebox';
import { defineCallable } from '../platform/contract';
import { ImageRefSchema } from '../images/image';
import { DisplayNameSchema } from '../spaces/space';
import { AccountLanguageSchema, NotificationSettingsSchema } from './account';
import { closed } from '../platform/schema';

/** The account as `/u` pages show it; defaults filled in for what was never set. */
export const getAccount = defineCallable(
  'getAccount',
  'anySignedIn',
  Type.Object({}, closed),
  Type.Object(
    {
      icon: Type.Optional(ImageRefSchema),
      displayName: Type.Optional(Type.String()),
      language: AccountLanguageSchema,
      notifications: NotificationSettingsSchema,
    },
    closed,
  ),
);

/** Sets the account's display name (the Auth profile's, shown in the user area). */
export const updateProfile = defineCallable(
  'updateProfile',
  'signedIn',
  Type.Object({ displayName: DisplayNameSchema }, closed),
  Type.Object({ displayName: Type.String() }, closed),
);

/** Remembers the account's language on the server, for the mails it is sent. */
export const setAccountLanguage = defineCallable(
  'setAccountLanguage',
  'anySignedIn',
  Type.Object({ language: AccountLanguageSchema }, closed),
  Type.Object({ language: AccountLanguageSchema }, closed),
);

/** Replaces the account's notification choices, all kinds at once. */
export const updateNotifications = defineCallable(
  'updateNotifications',
  'signedIn',
  Type.Object({ notifications: NotificationSettingsSchema }, closed),
  Type.Object({ notifications: NotificationSettingsSchema }, closed),
);

/**
 * Deletes the account and everything it owns. No payload: the caller is the account. Needs a
 * recent sign-in (`failed-precondition`, reason `recent-sign-in-required`, otherwise); answers
 * once the sweep is queued — the Auth user goes last, when everything else is gone.
 */
export const deleteAccount = defineCallable(
  'deleteAccount',
  'anySignedIn',
  Type.Object({}, closed),
  Type.Object({ queued: Type.Boolean() }, closed),
);

export type GetAccountResponse = Static<typeof getAccount.response>;

/**
 * After the account's e-mail address changed (through the Auth SDK's verified change), tells the
 * previous address once, in the account's language; records the current address otherwise.
 * Pages of the user area call it, so the change is noticed wherever the person goes next.
 */
export const syncAccountEmail = defineCallable(
  'syncAccountEmail',
  'anySignedIn',
  Type.Object({}, closed),
  Type.Object({ email: Type.Optional(Type.String()), changed: Type.Boolean() }, closed),
);

/**
 * Signs the account out everywhere: every refresh token and every session cookie issued before
 * now stops working. The password page calls it after a change, then signs in afresh itself.
 */
export const revokeSessions = defineCallable(
  'revokeSessions',
  'anySignedIn',
  Type.Object({}, closed),
  Type.Object({ revoked: Type.Boolean() }, closed),
);
