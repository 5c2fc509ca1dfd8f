// A link preview: the page fetched under the safe-fetch rules, its tags read, and every way it
// can fail answered as one of the editor's failure words.
import type { LinkPreview, PreviewFailure } from '@spaces/contracts';
import { FetchRefused, safeFetch, type FetchRefusal } from '../platform/safeFetch';
import { decodePage, parseMeta } from './parseMeta';

/**
 * A page is read up to the end of its <head> (where its tags are), at most its first MiB: a shop's
 * or a video site's page of several megabytes still gets its preview, and nothing past the head
 * is downloaded.
 */
const PAGE_LIMITS = {
  maxBytes: 1024 * 1024,
  truncate: true,
  stopAfter: '</head>',
  timeoutMs: 6_000,
} as const;

const FAILURE_OF: Record<FetchRefusal, PreviewFailure> = {
  'bad-url': 'refused',
  'blocked-address': 'refused',
  unresolvable: 'unreachable',
  'too-many-redirects': 'unreachable',
  'http-status': 'unreachable',
  timeout: 'unreachable',
  unreachable: 'unreachable',
  'too-large': 'too-large',
};

export function failureOf(error: unknown): PreviewFailure {
  if (error instanceof FetchRefused) return FAILURE_OF[error.reason];
  throw error;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export async function readPreview(url: string): Promise<LinkPreview> {
  try {
    const page = await safeFetch(url, {
      ...PAGE_LIMITS,
      accept: 'text/html,application/xhtml+xml;q=0.9',
    });
    if (!HTML_TYPES.has(page.mediaType)) return { url: page.url, failure: 'not-html' };
    return { url: page.url, ...parseMeta(decodePage(page.body, page.charset), page.url) };
  } catch (error) {
    return { url, failure: failureOf(error) };
  }
}
