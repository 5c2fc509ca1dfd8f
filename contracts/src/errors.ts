// What a failed callable tells the editor. The HttpsError `code` says the class of failure; its
// `details` say exactly what to show, so the editor maps (code, reason, rule) to a message.

/** Firebase callable error codes the Spaces callables answer with. */
export type CallableErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'resource-exhausted'
  | 'failed-precondition'
  | 'internal';

/** Why a call failed, one level finer than the code. */
export type ErrorReason =
  | 'invalid-input' // invalid-argument: see `issues`
  | 'signed-out' // unauthenticated
  | 'not-owner' // permission-denied: the space belongs to someone else
  | 'space-not-found' // not-found
  | 'slug-taken' // already-exists: another space has this slug
  | 'space-limit' // resource-exhausted: the owner has `limit` spaces already
  | 'email-not-verified' // failed-precondition: verify the e-mail before creating a space
  | 'internal'; // internal: a server fault; retry later

/** The rule a field broke; JSON Schema keywords plus the domain rules the schema cannot express. */
export type FieldRule =
  | 'required'
  | 'type'
  | 'unknownField'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'enum'
  | 'minItems'
  | 'maxItems'
  | 'reserved' // a reserved slug
  | 'unsafeLink' // not http(s) or mailto
  | 'snsMismatch' // neither a link of that service nor one of its handles
  | 'duplicate' // the same item id twice in one list
  | 'blank'; // only whitespace where text is required

export interface FieldIssue {
  /** Dotted path into the request, e.g. "top.displayName" or "buttons.3.url". */
  field: string;
  rule: FieldRule;
  /** The bound for length and count rules. */
  limit?: number;
}

export interface ErrorDetails {
  reason: ErrorReason;
  issues?: FieldIssue[];
  limit?: number;
}
