// How the editor's icon picker loads icons: from our own endpoint (routes/site/icons.ts) and no
// other host, for as long as it takes. Waiting is the kit's to tell (lib/pending.ts:
// words after 3 s, Retry from 15 s); a failure is an IconsUnavailable, which the picker shows with
// Retry. IconDrawings keeps what has been drawn, so a retry asks only for the sets still missing.
import { sanitizeIconBody, type IconSvg } from '@spaces/contracts';

export interface IconsResponse {
  prefix: string;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width?: number;
  height?: number;
  not_found?: string[];
}

/** Our endpoint did not give a set's icons: it answered with an error, or could not be reached. */
export class IconsUnavailable extends Error {
  constructor(
    readonly set: string,
    readonly status: number | null,
    options?: ErrorOptions,
  ) {
    super(`icons of ${set} unavailable (${status ?? 'no answer'})`, options);
    this.name = 'IconsUnavailable';
  }
}

const endpoint = (set: string, names: readonly string[]) =>
  `/api/icons/${encodeURIComponent(set)}.json?icons=${names.map(encodeURIComponent).join(',')}`;

export async function loadIcons(
  set: string,
  names: readonly string[],
  fetcher: typeof fetch = fetch,
): Promise<IconsResponse> {
  let response: Response;
  try {
    response = await fetcher(endpoint(set, names));
  } catch (error) {
    throw new IconsUnavailable(set, null, { cause: error });
  }
  if (!response.ok) throw new IconsUnavailable(set, response.status);
  try {
    return (await response.json()) as IconsResponse;
  } catch (error) {
    throw new IconsUnavailable(set, response.status, { cause: error });
  }
}

/**
 * The drawings of a fixed list of icons, by `set:name`, filled set by set from our endpoint and
 * sanitised as the server sanitises what it keeps. A set that failed stays missing until the next
 * `fill`, which asks only for the sets not drawn yet (the ones drawn are never asked again).
 */
export class IconDrawings {
  readonly #wanted: ReadonlyMap<string, readonly string[]>;
  readonly #fetcher: typeof fetch;
  readonly #drawn = new Map<string, IconSvg>();
  readonly #done = new Set<string>();

  constructor(wanted: ReadonlyMap<string, readonly string[]>, fetcher: typeof fetch = fetch) {
    this.#wanted = wanted;
    this.#fetcher = fetcher;
  }

  get drawn(): ReadonlyMap<string, IconSvg> {
    return this.#drawn;
  }

  /** Whether every set has been drawn. */
  get complete(): boolean {
    return this.#done.size === this.#wanted.size;
  }

  /** Asks for every set not drawn yet; resolves with the sets that failed (none: all drawn). */
  async fill(): Promise<IconsUnavailable[]> {
    const missing = [...this.#wanted].filter(([set]) => !this.#done.has(set));
    const failed: IconsUnavailable[] = [];
    await Promise.all(
      missing.map(async ([set, names]) => {
        try {
          this.#draw(set, await loadIcons(set, names, this.#fetcher));
        } catch (error) {
          failed.push(error instanceof IconsUnavailable ? error : new IconsUnavailable(set, null));
        }
      }),
    );
    return this.complete ? [] : failed;
  }

  #draw(set: string, answer: IconsResponse): void {
    for (const [name, icon] of Object.entries(answer.icons)) {
      const body = sanitizeIconBody(icon.body);
      if (body === undefined) continue;
      this.#drawn.set(`${set}:${name}`, {
        body,
        width: icon.width ?? answer.width ?? 24,
        height: icon.height ?? answer.height ?? 24,
      });
    }
    this.#done.add(set);
  }
}
