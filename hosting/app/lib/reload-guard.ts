// A full page load instead of a client navigation (new build, failed chunk) happens at most once
// per path per 10 s, so a stale CDN copy or a broken deploy cannot loop reloads.
// The last reload time per path is kept in sessionStorage.

export const RELOAD_WINDOW_MS = 10_000;
const KEY_PREFIX = 'spaces:reload:';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** True (and remembered) when `path` was not hard-reloaded in the last 10 s. */
export function claimReload(storage: SessionStore, path: string, now: number): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(storage.getItem(key));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_WINDOW_MS && now >= last)
    return false;
  try {
    storage.setItem(key, String(now));
  } catch {
    // Storage full or disabled: without a memory of past reloads, do not risk a loop.
    return false;
  }
  return true;
}
