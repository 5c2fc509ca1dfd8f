// Taking one's data away: an owner exports a space's inbox (CSV or JSON) or the whole space (a ZIP
// of its page, boards, inbox and image files) into a private Storage folder of theirs, which the
// browser then downloads. Exports are deleted a day later.
import { Type, type Static } from '@sinclair/typebox';
import { defineCallable } from '../platform/contract';
import { SlugSchema } from '../spaces/space';
import { closed, stringEnum } from '../platform/schema';

export const EXPORT_FORMATS = ['csv', 'json', 'zip'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * How the inbox's CSV names its columns and the app's own values (kinds, yes/no, wall states): in
 * Japanese or English words for people, or `machine` — the field names and raw values, in English,
 * for scripts. JSON always keeps the machine form.
 */
export const EXPORT_COLUMNS = ['ja', 'en', 'machine'] as const;
export type ExportColumns = (typeof EXPORT_COLUMNS)[number];

/** How long an export stays in Storage before the hourly clean-up deletes it. */
export const EXPORT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** `exports/{uid}/{exportId}/{file}`: readable by `uid` only (storage.rules), written by functions. */
export const EXPORTS_FOLDER = 'exports';
export const exportPath = (uid: string, exportId: string, file: string): string =>
  `${EXPORTS_FOLDER}/${uid}/${exportId}/${file}`;

export const exportSpace = defineCallable(
  'exportSpace',
  'owner',
  Type.Object(
    {
      slug: SlugSchema,
      format: stringEnum(EXPORT_FORMATS),
      /** Absent: the words of the account's language. */
      columns: Type.Optional(stringEnum(EXPORT_COLUMNS)),
    },
    closed,
  ),
  Type.Object(
    {
      /** The Storage object to download, under the caller's own exports folder. */
      path: Type.String({ minLength: 1 }),
      /** Its size, for the download's progress bar. */
      bytes: Type.Integer({ minimum: 0 }),
      /** Letters and fan messages in it. */
      messages: Type.Integer({ minimum: 0 }),
      /** When the clean-up deletes it (ISO 8601 UTC). */
      expiresAt: Type.String(),
    },
    closed,
  ),
);

export type ExportSpaceResponse = Static<typeof exportSpace.response>;
