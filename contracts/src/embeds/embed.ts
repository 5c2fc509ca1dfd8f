// An embed as the owner edits it and as it is stored: the provider the owner chose, the address
// they pasted reduced to what `parseEmbedUrl` understood, an optional title, and a poster the
// image pipeline attached. The player's address is built from `ref` alone, never from the paste.
import { Type, type Static } from '@sinclair/typebox';
import { ImageRefSchema } from '../images/image';
import { LIMITS } from '../limits';
import type { FieldIssue } from '../platform/errors';
import { DocumentId } from '../platform/ids';
import { Text } from '../platform/text';
import { stringEnum } from '../platform/schema';
import { EMBED_PROVIDERS, embedPageUrl, parseEmbedUrl, type EmbedTarget } from './providers';

/** Every kind any provider has (which provider has which is `EmbedTarget`'s). */
export const EMBED_KINDS = [
  'video',
  'short',
  'playlist',
  'track',
  'album',
  'episode',
  'show',
  'artist',
  'set',
  'song',
  'music-video',
  'channel',
  'clip',
] as const satisfies readonly EmbedTarget['kind'][];

const EmbedIdSchema = DocumentId(LIMITS.itemIdMaxLength);
export const EmbedProviderSchema = stringEnum(EMBED_PROVIDERS);

/** One embed as the editor sends it. A missing id means a new embed. */
export const EmbedInputSchema = Type.Object(
  {
    id: Type.Optional(EmbedIdSchema),
    /** The provider the owner picked: the pasted address must be one of its. */
    provider: EmbedProviderSchema,
    url: Type.String({ minLength: 1, maxLength: LIMITS.urlMaxLength }),
    title: Text({ maxLength: LIMITS.embedTitleMaxLength }),
    visible: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type EmbedInput = Static<typeof EmbedInputSchema>;

export const EmbedSchema = Type.Object(
  {
    id: EmbedIdSchema,
    provider: EmbedProviderSchema,
    kind: stringEnum(EMBED_KINDS),
    /** The provider's id of the video, track, list or channel (`EmbedTarget.id`). */
    ref: Type.String({ minLength: 1, maxLength: 400 }),
    /** The provider's own page for it, canonical: where the facade links without JavaScript. */
    url: Type.String({ maxLength: 600 }),
    title: Type.String(),
    visible: Type.Boolean(),
    /** Processed by the image pipeline: the provider's thumbnail or the owner's upload. */
    poster: Type.Optional(ImageRefSchema),
  },
  { additionalProperties: false },
);
export type Embed = Static<typeof EmbedSchema>;

export const PublicEmbedSchema = Type.Omit(EmbedSchema, ['visible']);
export type PublicEmbed = Static<typeof PublicEmbedSchema>;

/** An embed as checked: its target understood, its title trimmed; the poster is the server's. */
export type CheckedEmbed = Omit<Embed, 'id' | 'poster'> & { id?: string };

/**
 * Embeds whose addresses are the chosen provider's, each reduced to its target. An address of
 * another provider, or none we can embed, is `embedMismatch` on the row's `url`.
 */
export function checkEmbeds(
  inputs: readonly EmbedInput[],
  field = 'embeds',
): { ok: true; value: CheckedEmbed[] } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const embeds: CheckedEmbed[] = [];
  inputs.forEach((input, i) => {
    if (input.id !== undefined) {
      if (seen.has(input.id)) issues.push({ field: `${field}.${i}.id`, rule: 'duplicate' });
      seen.add(input.id);
    }
    const target = parseEmbedUrl(input.url);
    if (!target || target.provider !== input.provider) {
      issues.push({ field: `${field}.${i}.url`, rule: 'embedMismatch' });
      return;
    }
    embeds.push({
      ...(input.id !== undefined && { id: input.id }),
      provider: target.provider,
      kind: target.kind,
      ref: target.id,
      url: embedPageUrl(target),
      title: input.title.trim(),
      visible: input.visible,
    });
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: embeds };
}

/**
 * Where the provider serves a still of the item without a key, for the poster: fetched once on the
 * server through the image pipeline, never by a visitor's browser. Only YouTube has one at an
 * address built from the id; for the others the owner uploads a poster.
 */
export function embedThumbnailUrl(target: EmbedTarget): string | undefined {
  if (target.provider === 'youtube' && target.kind !== 'playlist')
    return `https://i.ytimg.com/vi/${target.id}/hqdefault.jpg`;
  return undefined;
}
