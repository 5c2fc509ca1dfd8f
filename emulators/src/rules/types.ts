// The contract between the security-rules engine and the emulators that consult it.
// Both emulators describe each non-admin request with these shapes and ask a compiled Ruleset.

export type RulesService = 'cloud.firestore' | 'firebase.storage';

/** A compile problem, in the shape firebase-tools and Google's emulators report. */
export interface SourceIssue {
  sourcePosition: { fileName: string; line: number; column: number };
  description: string;
  severity: 'ERROR' | 'WARNING';
}

export type CompileResult =
  { ok: true; ruleset: Ruleset; issues: SourceIssue[] } | { ok: false; issues: SourceIssue[] };

/** `request.auth`: uid is the token's `user_id`, else `sub`; token is the whole decoded payload. */
export interface RulesAuth {
  uid: string;
  token: Record<string, unknown>;
}

/** A Firestore value in proto3 JSON form (google.firestore.v1.Value as the REST API writes it). */
export type FirestoreValue =
  | { nullValue: null | 'NULL_VALUE' }
  | { booleanValue: boolean }
  | { integerValue: string | number }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string } // base64
  | { referenceValue: string } // projects/{p}/databases/{d}/documents/...
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: Record<string, FirestoreValue> } };

export interface FirestoreDocument {
  /** Full resource name: projects/{p}/databases/{d}/documents/{path}. */
  name: string;
  fields: Record<string, FirestoreValue>;
  createTime?: string; // RFC 3339
  updateTime?: string;
}

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface FirestoreRulesRequest {
  service: 'cloud.firestore';
  method: RulesMethod;
  /** Database id, normally "(default)". */
  database: string;
  /**
   * Document path inside the database without a leading slash ("users/u1").
   * For `list`, the collection path being queried ("users", "users/u1/posts").
   */
  path: string;
  auth: RulesAuth | null;
  time: Date;
  /**
   * `time` in RFC 3339 with its sub-millisecond digits (commit times have microseconds), so that
   * `request.time == request.resource.data.t` holds for serverTimestamp fields. Wins over `time`.
   */
  preciseTime?: string;
  /**
   * The stored document (`resource`) for get/update/delete; null when it does not exist. Not read
   * for `list`, which is decided from `query` alone, so one check per query is enough.
   */
  resource: FirestoreDocument | null;
  /** The document as it would be after the write (`request.resource`), for create/update. */
  requestResource?: FirestoreDocument;
  /** For `list`: the structured query (proto3 JSON), so rules are checked against its constraints. */
  query?: {
    structuredQuery: Record<string, unknown>;
    /** True for a collection-group query (from[].allDescendants). */
    collectionGroup: boolean;
  };
  /**
   * Limit on get()/exists()/getAfter()/existsAfter() calls: 10 (the default) for single-document
   * requests and queries, 20 for multi-document reads, transactions and batched writes.
   */
  accessCallLimit?: number;
}

/** Storage object metadata as Storage rules see it (`resource` / `request.resource`). */
export interface StorageObject {
  name: string;
  bucket: string;
  size: number;
  contentType?: string;
  contentEncoding?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  md5Hash?: string;
  crc32c?: string;
  etag?: string;
  generation?: string;
  metageneration?: string;
  timeCreated: Date;
  updated: Date;
  metadata?: Record<string, string>;
}

export interface StorageRulesRequest {
  service: 'firebase.storage';
  method: RulesMethod;
  bucket: string;
  /** Object name ("staging/u1/a.png"); for `list`, the prefix being listed (no trailing slash). */
  path: string;
  auth: RulesAuth | null;
  time: Date;
  resource: StorageObject | null;
  requestResource?: StorageObject;
}

export type RulesRequest = FirestoreRulesRequest | StorageRulesRequest;

/** What a rules evaluation may read: Firestore's get()/exists() and getAfter()/existsAfter(),
 *  and Storage's firestore.get()/exists(). Paths are "/databases/{d}/documents/...". */
export interface RulesDataAccess {
  getDocument(path: string): Promise<FirestoreDocument | null> | FirestoreDocument | null;
  /** State after the request's whole batch is applied; defaults to getDocument. */
  getDocumentAfter?(path: string): Promise<FirestoreDocument | null> | FirestoreDocument | null;
}

export interface RulesDecision {
  allowed: boolean;
  /** Why it was denied, for the PERMISSION_DENIED message (e.g. "No matching allow statements"). */
  reason?: string;
}

export interface CoverageReport {
  /** Rules source with, per evaluated expression, its range and how often it was true/false/error. */
  source: string;
  expressions: Array<{
    line: number;
    column: number;
    endLine: number;
    endColumn: number;
    values: Array<{ value: unknown; count: number }>;
  }>;
}

export interface Ruleset {
  readonly service: RulesService;
  readonly source: string;
  evaluate(request: RulesRequest, data: RulesDataAccess): Promise<RulesDecision>;
  coverage(): CoverageReport;
  coverageHtml(): string;
}
