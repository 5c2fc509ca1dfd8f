// Build update detection: the build writes /_build/latest.json and
// /_build/meta/{id}.json; a newer id in latest.json, whose meta file exists, means a newer deploy.
import type { BuildInfo } from '../../build-manifest';
import { http } from './http';

export type { BuildInfo };

export const FIRST_CHECK_DELAY_MS = 1_000;
export const CHECK_INTERVAL_MS = 5 * 60_000;
/** Focus events come in bursts: check again at most this often. */
export const MIN_CHECK_GAP_MS = 60_000;

export function isNewerBuild(current: BuildInfo, latest: BuildInfo): boolean {
  return latest.id !== current.id && latest.timestamp > current.timestamp;
}

type GetJson = (url: string) => Promise<unknown>;

function isBuildInfo(value: unknown): value is BuildInfo {
  if (!value || typeof value !== 'object') return false;
  const { id, timestamp } = value as Record<string, unknown>;
  return typeof id === 'string' && /^[\w-]+$/.test(id) && typeof timestamp === 'number';
}

/** Whether a newer build than `current` is deployed; errors count as "no". */
export async function hasNewerBuild(
  current: BuildInfo,
  getJson: GetJson = (url) => http(url, { cache: 'no-store' }),
  now = Date.now(),
): Promise<boolean> {
  try {
    // The timestamp query keeps every cache layer from answering with an old copy.
    const latest = await getJson(`/_build/latest.json?t=${now}`);
    if (!isBuildInfo(latest) || !isNewerBuild(current, latest)) return false;
    const meta = await getJson(`/_build/meta/${latest.id}.json`);
    return isBuildInfo(meta) && meta.id === latest.id;
  } catch {
    return false;
  }
}
