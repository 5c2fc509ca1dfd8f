// The inbox summary per space, shared by the editor navigation, the overview and the inbox: asked
// once from getInboxSummary, then kept current by the inbox's own answers (each carries `unread`).
import { getInboxSummary } from '@spaces/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { call } from './call';
import { signedInFunctions } from './callables';

export interface InboxCounts {
  unread: number;
  held: number;
  lettersThisWeek: number;
}

const counts = new Map<string, InboxCounts>();
const listeners = new Set<() => void>();
/** When each space's summary was last asked for: pages ask again after a minute. */
const asked = new Map<string, number>();
const FRESH_MS = 60_000;

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The inbox told us the unread count (after a change or a page load). */
export function setUnread(slug: string, unread: number): void {
  const current = counts.get(slug) ?? { unread, held: 0, lettersThisWeek: 0 };
  if (current.unread === unread && counts.has(slug)) return;
  counts.set(slug, { ...current, unread });
  emit();
}

/** A bulk action told us both counts (settling every held message at once). */
export function setHeldAndUnread(slug: string, held: number, unread: number): void {
  const current = counts.get(slug) ?? { unread, held, lettersThisWeek: 0 };
  counts.set(slug, { ...current, unread, held });
  emit();
}

async function ask(slug: string, spaceId: string): Promise<void> {
  try {
    const summary = await call(await signedInFunctions(), getInboxSummary, { spaceId });
    counts.set(slug, summary);
    emit();
  } catch {
    // The count is a convenience: without it the navigation simply shows no badge.
    asked.delete(slug);
  }
}

/**
 * The counts of a space's inbox, or undefined until known. With `spaceId` it asks the server once
 * per minute at most; without it, it shows what an earlier page learnt.
 */
export function useInboxCounts(slug: string, spaceId?: string): InboxCounts | undefined {
  useEffect(() => {
    const last = asked.get(slug);
    if (!spaceId || (last !== undefined && Date.now() - last < FRESH_MS)) return;
    asked.set(slug, Date.now());
    void ask(slug, spaceId);
  }, [slug, spaceId]);
  return useSyncExternalStore(
    subscribe,
    () => counts.get(slug),
    () => undefined,
  );
}
