// Finds the event triggers loaded in firebase-tools' Functions emulator and delivers events to them.
// Our emulators are not in firebase-tools' registry, so it never registers triggers with them:
// they discover triggers from `GET /backends` and POST to `/functions/projects/{p}/triggers/{key}`.

/** One event-triggered function as the Functions emulator describes it. */
export interface EventTrigger {
  /** "<region>-<name>", e.g. "asia-northeast1-onUserCreated". */
  id: string;
  name: string;
  region: string;
  eventType: string;
  /** Exact-match filters, e.g. { database: "(default)", document: "users/u1" } or { bucket }. */
  eventFilters: Record<string, string>;
  /** Path-pattern filters, e.g. { document: "users/{uid}" }. */
  eventFilterPathPatterns: Record<string, string>;
}

export interface FunctionsTriggersOptions {
  /** e.g. "http://127.0.0.1:5001"; undefined disables delivery entirely. */
  origin: string | undefined;
  projectId: string;
  /** How long a discovered trigger list is trusted before it is fetched again. */
  cacheMs?: number;
  /** Failed deliveries are reported here, never thrown to the caller. */
  onError?: (error: unknown) => void;
  /** At most this many deliveries in flight (a burst then reuses warm function workers). */
  maxConcurrent?: number;
}

export interface TriggerRequest {
  headers: Record<string, string>;
  body: string | Uint8Array;
}

const PROBE_KEY = '__spaces_trigger_probe__';

export class FunctionsTriggers {
  private readonly origin: string | undefined;
  private readonly projectId: string;
  private readonly cacheMs: number;
  private readonly onError: (error: unknown) => void;
  private cache: { at: number; triggers: EventTrigger[] } | undefined;
  private keys: Map<string, string> | undefined;
  private readonly pending = new Set<Promise<void>>();
  private readonly maxConcurrent: number;
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(options: FunctionsTriggersOptions) {
    this.maxConcurrent = options.maxConcurrent ?? Infinity;
    this.origin = options.origin?.replace(/\/+$/, '');
    this.projectId = options.projectId;
    this.cacheMs = options.cacheMs ?? 2_000;
    this.onError = options.onError ?? (() => undefined);
  }

  get enabled(): boolean {
    return this.origin !== undefined;
  }

  /** Event triggers currently loaded; [] when the Functions emulator is absent. */
  async list(): Promise<EventTrigger[]> {
    if (!this.origin) return [];
    if (this.cache && Date.now() - this.cache.at < this.cacheMs) return this.cache.triggers;
    let triggers: EventTrigger[] = [];
    try {
      const res = await fetch(`${this.origin}/backends`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) triggers = parseBackends(await res.json());
      else await res.arrayBuffer();
    } catch {
      // No Functions emulator running: nothing to deliver to.
    }
    this.cache = { at: Date.now(), triggers };
    return triggers;
  }

  /** Triggers of one event type whose filters accept the event, e.g. a document path. */
  async matching(
    eventType: string,
    accept: (trigger: EventTrigger) => boolean,
  ): Promise<EventTrigger[]> {
    return (await this.list()).filter((t) => t.eventType === eventType && accept(t));
  }

  /**
   * POSTs one event to a trigger. Keys carry a generation suffix that grows on every reload and on
   * `enableBackgroundTriggers`; old keys answer 204 (disabled), unknown keys 404 with the list of
   * valid keys. So the current key is probed, and re-probed once when a delivery is refused.
   */
  async deliver(trigger: EventTrigger, request: TriggerRequest): Promise<void> {
    if (this.active >= this.maxConcurrent) await new Promise<void>((r) => this.waiting.push(r));
    this.active++;
    try {
      await this.deliverNow(trigger, request);
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }

  private async deliverNow(trigger: EventTrigger, request: TriggerRequest): Promise<void> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const key = await this.keyFor(trigger.id, attempt > 0);
      if (!key) throw new Error(`Functions emulator has no trigger key for ${trigger.id}`);
      const res = await this.post(key, request);
      const text = await res.text();
      if (res.status === 204 || res.status === 404) {
        this.keys = undefined;
        continue;
      }
      if (!res.ok) throw new Error(`Trigger ${key} answered ${res.status}: ${text.slice(0, 200)}`);
      return;
    }
    throw new Error(`Trigger ${trigger.id} is disabled or gone`);
  }

  /** Fire-and-forget delivery: never blocks or fails the operation that raised the event. */
  dispatch(work: () => Promise<void>): void {
    const settled: Promise<void> = work()
      .catch(this.onError)
      .finally(() => this.pending.delete(settled));
    this.pending.add(settled);
  }

  /**
   * Resolves once every delivery dispatched so far has settled, with how many it waited for; ones
   * dispatched meanwhile are not waited for, so a busy emulator still answers.
   */
  async settled(): Promise<number> {
    const now = [...this.pending];
    await Promise.all(now);
    return now.length;
  }

  /** Resolves when every dispatched delivery has settled (tests, shutdown). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Forget what was discovered (e.g. after the functions were reloaded). */
  invalidate(): void {
    this.cache = undefined;
    this.keys = undefined;
  }

  private post(key: string, request: TriggerRequest): Promise<Response> {
    const url = `${this.origin}/functions/projects/${encodeURIComponent(this.projectId)}/triggers/${encodeURIComponent(key)}`;
    return fetch(url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      // The reply comes when the function finishes; a cold worker on a busy machine takes long.
      signal: AbortSignal.timeout(120_000),
    });
  }

  private async keyFor(id: string, refresh: boolean): Promise<string | undefined> {
    if (refresh || !this.keys) this.keys = await this.probeKeys();
    return this.keys.get(id);
  }

  /** An unknown key answers 404 "…valid functions are: k1, k2"; keep each id's newest generation. */
  private async probeKeys(): Promise<Map<string, string>> {
    const res = await this.post(PROBE_KEY, { headers: {}, body: '' });
    const text = await res.text();
    return newestKeys(text.split('valid functions are:')[1] ?? '');
  }
}

/** "a-0, a-1, b-0" → { a: "a-1", b: "b-0" }. Keys with a channel suffix are not generation keys. */
export function newestKeys(list: string): Map<string, string> {
  const best = new Map<string, { key: string; generation: number }>();
  for (const key of list.split(',').map((k) => k.trim())) {
    const m = /^(.*)-(\d+)$/.exec(key);
    if (!m?.[1] || !m[2]) continue;
    const generation = Number(m[2]);
    const current = best.get(m[1]);
    if (!current || generation > current.generation) best.set(m[1], { key, generation });
  }
  return new Map([...best].map(([id, { key }]) => [id, key]));
}

/**
 * Event triggers from a `/backends` answer. After a reload (or `enableBackgroundTriggers`) every
 * generation's record is listed, so each function id is kept once.
 */
export function parseBackends(json: unknown): EventTrigger[] {
  const backends = (json as { backends?: unknown[] } | null)?.backends ?? [];
  const triggers = new Map<string, EventTrigger>();
  for (const backend of backends) {
    const list = (backend as { functionTriggers?: unknown[] }).functionTriggers ?? [];
    for (const raw of list) {
      const t = raw as {
        id?: string;
        name?: string;
        region?: string;
        eventTrigger?: {
          eventType?: string;
          eventFilters?: Record<string, string>;
          eventFilterPathPatterns?: Record<string, string>;
        };
      };
      if (!t.eventTrigger?.eventType || !t.id) continue;
      triggers.set(t.id, {
        id: t.id,
        name: t.name ?? t.id,
        region: t.region ?? '',
        eventType: t.eventTrigger.eventType,
        eventFilters: t.eventTrigger.eventFilters ?? {},
        eventFilterPathPatterns: t.eventTrigger.eventFilterPathPatterns ?? {},
      });
    }
  }
  return [...triggers.values()];
}

/**
 * Matches a slash-separated resource path against an Eventarc path pattern: `{x}` or `*` is one
 * segment, `{x=**}` or `**` any number of segments. Returns the captured params, or null.
 */
export function matchPathPattern(pattern: string, path: string): Record<string, string> | null {
  const pat = pattern.split('/').filter(Boolean);
  const segs = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  const walk = (pi: number, si: number): boolean => {
    if (pi === pat.length) return si === segs.length;
    const p = pat[pi] ?? '';
    const multi = /^\{([^}=]+)=\*\*\}$/.exec(p);
    if (multi || p === '**') {
      for (let end = segs.length; end >= si; end--) {
        if (walk(pi + 1, end)) {
          if (multi?.[1]) params[multi[1]] = segs.slice(si, end).join('/');
          return true;
        }
      }
      return false;
    }
    if (si >= segs.length) return false;
    const seg = segs[si] ?? '';
    const single = /^\{([^}=]+)(?:=\*)?\}$/.exec(p);
    if (single?.[1]) {
      if (!walk(pi + 1, si + 1)) return false;
      params[single[1]] = seg;
      return true;
    }
    if (p !== '*' && p !== seg) return false;
    return walk(pi + 1, si + 1);
  };
  return walk(0, 0) ? params : null;
}
