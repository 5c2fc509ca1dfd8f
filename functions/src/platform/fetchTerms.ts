// What a safe fetch is asked and answers, and why it refuses (safeFetch.ts fetches).

/** Why a fetch was refused or failed; for logs and for the caller's answer, never raw. */
export type FetchRefusal =
  | 'bad-url'
  | 'blocked-address'
  | 'unresolvable'
  | 'too-many-redirects'
  | 'http-status'
  | 'too-large'
  | 'timeout'
  | 'unreachable';

export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusal,
    /** For the log, never for people. */
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'FetchRefused';
  }
}

export interface SafeFetchOptions {
  /**
   * Bytes of body read at most; more is `too-large`, whatever Content-Length said, unless
   * `truncate` asks for the first `maxBytes` instead.
   */
  maxBytes: number;
  /** Past `maxBytes`, answer the body read so far (marked `truncated`) instead of refusing. */
  truncate?: boolean;
  /**
   * Stop reading once this ASCII text (any case) has arrived, and answer the body up to its end
   * (marked `truncated`): a preview needs a page's head, never its body.
   */
  stopAfter?: string;
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  /** Redirects followed at most (3 at most whatever is asked). */
  maxRedirects?: number;
  accept?: string;
}

export interface Fetched {
  /** Where the body came from, after redirects. */
  url: string;
  status: number;
  /** The media type, lower case, without parameters ('' when none was sent). */
  mediaType: string;
  /** The charset parameter, if any. */
  charset: string | undefined;
  body: Buffer;
  /** Whether the body was cut short (`truncate` or `stopAfter`). */
  truncated: boolean;
}
