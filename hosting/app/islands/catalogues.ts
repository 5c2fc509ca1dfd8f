// Inside the islands bundle, i18n/catalogues.ts is this module (hosting/islands-build.ts swaps
// it): it starts empty, and each island's chunk adds the message areas its components speak before
// they render (mount.ts), so a page carries the words of the islands it shows and no others. The
// bundle's build fails when a chunk's components use an area the chunk does not add, so a missing
// string cannot reach a visitor as its key, or add one they never use.
import type { catalogues as every } from '../i18n/catalogues';

export type Catalogues = typeof every;

export const catalogues: Partial<Catalogues> = {};
