// The one way server pages read Firestore: each read has a deadline, so a slow or absent database
// makes the page answer 503 ("temporarily unavailable", in the page's language) within a few
// seconds instead of waiting out the client library's own retries for a minute.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { data } from 'react-router';
import { REMOVED, UNAVAILABLE } from './error-page';
import { adminFirestore } from './firebase-admin.server';
import { pageReadTimedOut } from '../logs.server';

/** Long enough for a cold Firestore connection, short enough that a visitor still waits. */
export const PAGE_READ_DEADLINE_MS = 4_000;

/** A page's document as loaders read it: whether it exists, its data, one of its fields. */
export type PageDocument = Pick<DocumentSnapshot, 'exists' | 'data' | 'get'>;
type PageDataSource = (path: string) => Promise<PageDocument>;

/**
 * Bench and test seam: pages read their documents from `source` instead of Firestore (undefined
 * puts Firestore back). Kept on globalThis so that a built server bundle's own copy of this module
 * sees what a bench set before importing it; production never sets it (scripts/bench/ssr.ts does).
 */
export function setPageDataSource(source: PageDataSource | undefined): void {
  seam[PAGE_DATA_SOURCE] = source;
}
const PAGE_DATA_SOURCE = Symbol.for('spaces.pageDataSource');
const seam = globalThis as { [PAGE_DATA_SOURCE]?: PageDataSource };

/**
 * Thrown by loaders when the operator removed what the page shows (decision 071): the "removed"
 * page, 410, with nothing of the content. Never cached: once restored, the page is back at once.
 */
export function removed(): never {
  throw data(REMOVED, {
    status: 410,
    headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });
}

/** Thrown by loaders when the database did not answer in time: the 503 error page. */
function unavailable(): never {
  throw data(UNAVAILABLE, { status: 503, headers: { 'Retry-After': '10' } });
}

/** The document at `path`, or a 503 response thrown when Firestore fails or is too slow. */
export async function readDocument(
  path: string,
  options: { firestore?: Firestore; deadlineMs?: number } = {},
): Promise<PageDocument> {
  const source = options.firestore ? undefined : seam[PAGE_DATA_SOURCE];
  const read = source ? source(path) : (options.firestore ?? adminFirestore()).doc(path).get();
  const deadlineMs = options.deadlineMs ?? PAGE_READ_DEADLINE_MS;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), deadlineMs);
  });
  let answer: PageDocument | 'timeout';
  try {
    answer = await Promise.race([read, deadline]);
  } catch (error) {
    pageReadTimedOut(path, deadlineMs, error);
    return unavailable();
  } finally {
    clearTimeout(timer);
  }
  if (answer === 'timeout') {
    pageReadTimedOut(path, deadlineMs);
    return unavailable();
  }
  return answer;
}
