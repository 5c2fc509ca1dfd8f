// Link previews: what the editor may offer when the owner pastes a URL into a button or a card,
// read on the server from the page's own meta tags, and the image it names brought into the
// image pipeline as the owner's own.
import { Type, type Static } from '@sinclair/typebox';
import { defineCallable } from '../platform/contract';
import { UploadIdSchema } from '../images/image';
import { ownerCallable } from './ownerCallable';
import { ItemIdSchema, SpaceIdSchema } from './space';
import { closed, stringEnum } from '../platform/schema';

/** A pasted URL; the server decides whether it may be fetched. */
const PreviewUrlSchema = Type.String({ minLength: 1, maxLength: 2000 });

/** Why no preview could be read; the editor words each one. */
export const PREVIEW_FAILURES = [
  /** Not http(s), or an address on a private network or this machine. */
  'refused',
  /** No answer, an error status, or no answer in time. */
  'unreachable',
  'too-large',
  /** The address answered something other than a web page (or, for an image, no picture). */
  'not-html',
  /** The account asked for too many previews; `retryAfterSeconds` says when to try again. */
  'rate-limited',
] as const;
export type PreviewFailure = (typeof PREVIEW_FAILURES)[number];

/** Lengths the preview's texts are cut to, so they fit a button's and a card's own limits. */
export const PREVIEW_LIMITS = { title: 80, description: 200 } as const;

export const LinkPreviewSchema = Type.Object(
  {
    /** Where the page was found, after redirects. */
    url: Type.String(),
    title: Type.Optional(Type.String({ maxLength: PREVIEW_LIMITS.title })),
    description: Type.Optional(Type.String({ maxLength: PREVIEW_LIMITS.description })),
    /** The page's og:image / twitter:image, absolute; offered, never shown from there. */
    image: Type.Optional(Type.String()),
    siteName: Type.Optional(Type.String({ maxLength: PREVIEW_LIMITS.title })),
    failure: Type.Optional(stringEnum(PREVIEW_FAILURES)),
    retryAfterSeconds: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  closed,
);
export type LinkPreview = Static<typeof LinkPreviewSchema>;

/** Reads a page's title, description and image for the editor to offer. */
export const previewLink = defineCallable(
  'previewLink',
  'owner',
  Type.Object({ spaceId: SpaceIdSchema, url: PreviewUrlSchema }, closed),
  LinkPreviewSchema,
);

/** The item slots a previewed image may fill: a card's image, a button's thumbnail. */
export const LINK_IMAGE_SLOTS = ['card', 'button'] as const;

/**
 * Brings a previewed image into the pipeline as the owner's upload for a card (or a button's
 * thumbnail, `slot`); without `itemId` it is held for a row not saved yet, which names it as its
 * `newImage` (decision 056). The editor polls getImageUpload with the answered id, as for any upload.
 */
export const importLinkImage = ownerCallable(
  'importLinkImage',
  {
    slot: Type.Optional(stringEnum(LINK_IMAGE_SLOTS)),
    itemId: Type.Optional(ItemIdSchema),
    url: PreviewUrlSchema,
  },
  {
    uploadId: Type.Optional(UploadIdSchema),
    failure: Type.Optional(stringEnum(PREVIEW_FAILURES)),
    retryAfterSeconds: Type.Optional(Type.Integer({ minimum: 1 })),
  },
);
