// A small, tolerant reader of what a web page says about itself: its <title> and its Open Graph
// and Twitter card meta tags, nothing else. It executes nothing and builds no DOM: scripts, styles
// and comments are cut out first so that a tag written inside them is never read. Pure.
import { PREVIEW_LIMITS } from '@spaces/contracts';

export interface PageMeta {
  title?: string;
  description?: string;
  /** Absolute http(s) URL. */
  image?: string;
  siteName?: string;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      // Nul, surrogates and beyond Unicode stay as written.
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return entity;
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Whitespace and control characters collapsed, cut to `max` characters (with an ellipsis). */
function clean(text: string | undefined, max: number): string | undefined {
  if (text === undefined) return undefined;
  const plain = decodeEntities(text)
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\s]+/g, ' ')
    .trim();
  if (plain === '') return undefined;
  const chars = Array.from(plain);
  return chars.length <= max ? plain : `${chars.slice(0, max - 1).join('')}…`;
}

/** A tag's attributes, names lower case: quoted with either quote, or bare. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of tag.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The page with scripts, styles, templates and comments removed (their text is not markup). */
function markupOnly(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ');
}

function absoluteHttpUrl(value: string | undefined, base: string): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(decodeEntities(value).trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The page's own title, description, image and site name, as far as its tags say them. */
export function parseMeta(html: string, pageUrl: string): PageMeta {
  const markup = markupOnly(html);
  const meta = new Map<string, string>();
  for (const match of markup.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = attributesOf(match[1]!.slice(0));
    const key = (attributes.get('property') ?? attributes.get('name'))?.trim().toLowerCase();
    const content = attributes.get('content');
    if (key === undefined || content === undefined) continue;
    if (!key.startsWith('og:') && !key.startsWith('twitter:')) continue;
    // The first of a repeated tag is the page's main one (og:image may be listed several times).
    if (!meta.has(key)) meta.set(key, content);
  }
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(markup)?.[1];
  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((v) => v?.trim());
  const result: PageMeta = {};
  const title = clean(first('og:title', 'twitter:title') ?? titleTag, PREVIEW_LIMITS.title);
  const description = clean(
    first('og:description', 'twitter:description'),
    PREVIEW_LIMITS.description,
  );
  const image = absoluteHttpUrl(
    first('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'),
    pageUrl,
  );
  const siteName = clean(first('og:site_name'), PREVIEW_LIMITS.title);
  if (title !== undefined) result.title = title;
  if (description !== undefined) result.description = description;
  if (image !== undefined) result.image = image;
  if (siteName !== undefined) result.siteName = siteName;
  return result;
}

/**
 * The page's text from its bytes: the charset the response declared, else a <meta charset> in the
 * first kilobytes, else UTF-8; an unknown name reads as UTF-8.
 */
export function decodePage(body: Buffer, declared: string | undefined): string {
  const head = body.subarray(0, 2048).toString('latin1');
  const sniffed = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(head)?.[1];
  for (const label of [declared, sniffed, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // An unknown label: try the next.
    }
  }
  return body.toString('utf8');
}
