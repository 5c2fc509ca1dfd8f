// The client's one HTTP wrapper: JSON headers for object bodies, one retry for
// idempotent methods on transient statuses, and statuses 400–599 as errors.

/** Statuses worth one more try: timeouts, conflicts, rate limits and transient server faults. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const NON_IDEMPOTENT = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
    readonly url: string,
  ) {
    super(`${status} ${statusText} (${url})`);
  }
}

export interface HttpOptions extends Omit<RequestInit, 'body'> {
  /** A plain object or array is sent as JSON; anything else (FormData, Blob, string …) as is. */
  body?: BodyInit | Record<string, unknown> | unknown[] | null;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

function isJsonBody(body: HttpOptions['body']): body is Record<string, unknown> | unknown[] {
  if (body === null || typeof body !== 'object') return false;
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body) as unknown;
  return proto === Object.prototype || proto === null;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const type = response.headers.get('Content-Type') ?? '';
  const text = await response.text();
  if (!type.includes('json') || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttp(fetchImpl: Fetch = (input, init) => fetch(input, init)) {
  return async function http<T = unknown>(url: string, options: HttpOptions = {}): Promise<T> {
    const { body, ...rest } = options;
    const method = (rest.method ?? 'GET').toUpperCase();
    const headers = new Headers(rest.headers);
    let payload: BodyInit | null | undefined;
    if (isJsonBody(body)) {
      payload = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    } else {
      payload = body;
    }
    const init: RequestInit = { ...rest, method, headers, body: payload };
    const retries = NON_IDEMPOTENT.has(method) ? 0 : 1;

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetchImpl(url, init);
      } catch (error) {
        // A network failure (not an abort) of an idempotent request is as transient as a 503.
        const aborted = error instanceof DOMException && error.name === 'AbortError';
        if (aborted || attempt >= retries) throw error;
        continue;
      }
      if (RETRY_STATUSES.has(response.status) && attempt < retries) continue;
      const data = await parseBody(response);
      if (response.status >= 400 && response.status <= 599) {
        throw new HttpError(response.status, response.statusText, data, url);
      }
      return data as T;
    }
  };
}

export const http = createHttp();
