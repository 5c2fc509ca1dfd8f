// The object paths the app will use (images arrive with the image issue), plus a catch-all.
import { OWNER_UID } from '../firestore/collections';

export interface PathCase {
  name: string;
  /** Full object path of the seeded object. */
  path: string;
  ownerUid: string;
}

export const PATH_CASES: PathCase[] = [
  {
    name: 'user staging uploads',
    path: `users/${OWNER_UID}/staging/avatar.png`,
    ownerUid: OWNER_UID,
  },
  {
    name: 'processed space images',
    path: 'spaces/space-1/images/header.webp',
    ownerUid: OWNER_UID,
  },
  { name: 'any other path (catch-all)', path: 'elsewhere/file.bin', ownerUid: OWNER_UID },
];

/** A tiny PNG signature, so the object looks like what the app would store. */
export const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
