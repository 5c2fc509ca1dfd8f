// The worst-case values the document-size proofs build documents from (documentSizes.worst.ts):
// texts in 4-byte characters, links and ids at their longest stored forms, one fixed instant.
import { LIMITS, type ImageRef } from '@spaces/contracts';

/** `n` code points of 4 bytes each: the most bytes a text of that length can store. */
export const wide = (n: number) => '\u{20000}'.repeat(n);
export const ascii = (n: number, c = 'a') => c.repeat(n);
/** A link at its longest stored form (normalised links are ASCII). */
export const url = () =>
  `https://example.com/${ascii(LIMITS.urlMaxLength - 'https://example.com/'.length)}`;
/** Firestore auto ids and our item ids; uids are at most 128 characters. */
export const autoId = () => ascii(20, 'A');
export const itemId = () => ascii(LIMITS.itemIdMaxLength, 'i');
export const uid = () => ascii(128, 'u');
export const slug = () => ascii(LIMITS.slugMaxLength, 's');
export const iso = () => '2026-11-23T12:34:56.789Z';
export const cursor = () => ascii(512, 'c');
export const image = (): ImageRef => ({
  path: `images/${ascii(200 - 'images//'.length - 20)}/${ascii(20)}`,
  width: 4096,
  height: 4096,
  widths: [160, 320, 640, 960, 1280, 1920],
  color: '#000000',
});
export const many = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i));
export const now = new Date('2026-11-23T00:00:00Z');
