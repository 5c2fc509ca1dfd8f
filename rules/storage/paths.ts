// The object paths of the app, and paths no rule opens (each must deny everything).
import { OWNER_UID } from '../firestore/collections';

export interface PathCase {
  name: string;
  /** Full object path of the seeded object. */
  path: string;
  ownerUid: string;
}

/** A valid upload id (UPLOAD_ID_PATTERN: 20 letters and digits). */
export const UPLOAD_ID = 'AbCdEfGhIjKlMnOpQr01';

/** Where the pipeline writes one processed variant. */
export const VARIANT_PATH = `images/${OWNER_UID}/img0123456789/384.webp`;

export const CLOSED_PATH_CASES: PathCase[] = [
  {
    name: 'below a staging object (uploads/{uid}/{uploadId}/…)',
    path: `uploads/${OWNER_UID}/${UPLOAD_ID}/nested.png`,
    ownerUid: OWNER_UID,
  },
  {
    name: "an image's folder rather than a variant (images/{uid}/{imageId})",
    path: `images/${OWNER_UID}/img0123456789`,
    ownerUid: OWNER_UID,
  },
  { name: 'any other path (catch-all)', path: 'elsewhere/file.bin', ownerUid: OWNER_UID },
];

/** A tiny PNG signature, so the object looks like what the app would store. */
export const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
