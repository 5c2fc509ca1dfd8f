// The one way server pages read Firestore: each read has a deadline, so a slow or absent database
// makes the page answer 503 ("temporarily unavailable", in the page's language) within a few
// seconds instead of waiting out the client library's own retries for a minute.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { data } from 'react-router';
import { UNAVAILABLE } from './error-page';
import { adminFirestore } from './firebase-admin.server';
import { pageReadTimedOut } from '../logs.server';

/** Long enough for a cold Firestore connection, short enough that a visitor still waits. */
export const PAGE_READ_DEADLINE_MS = 4_000;

/** Thrown by loaders when the database did not answer in time: the 503 error page. */
function unavailable(): never {
  throw data(UNAVAILABLE, { status: 503, headers: { 'Retry-After': '10' } });
}

/** The document at `path`, or a 503 response thrown when Firestore fails or is too slow. */
export async function readDocument(
  path: string,
  options: { firestore?: Firestore; deadlineMs?: number } = {},
): Promise<DocumentSnapshot> {
  const firestore = options.firestore ?? adminFirestore();
  const deadlineMs = options.deadlineMs ?? PAGE_READ_DEADLINE_MS;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), deadlineMs);
  });
  let answer: DocumentSnapshot | 'timeout';
  try {
    answer = await Promise.race([firestore.doc(path).get(), deadline]);
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
