// Why a callable failed: the one table of error reasons. Each reason has its HttpsError code (the
// class of failure the Firebase SDKs understand) and the message key the editor and the public
// pages show, defined in both languages in hosting's catalogues: `visitorErrors` for the reasons a
// visitor may meet, `callErrors` for the others. Functions throw by reason; nothing else spells a
// reason string.

/** Firebase callable error codes the Spaces callables answer with. */
export type CallableErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'resource-exhausted'
  | 'failed-precondition'
  | 'deadline-exceeded'
  | 'unavailable'
  | 'aborted'
  | 'internal';

interface ReasonEntry {
  code: CallableErrorCode;
  /** Key of the message in hosting's `visitorErrors` or `callErrors` catalogue (ja and en). */
  message: string;
  /** Nothing was wrong with what was sent: the same request may succeed later. */
  retryable: boolean;
}

/**
 * The reasons a visitor's send or call may be answered with: the forms posted to `/_send` (sends,
 * reports, a sender's deletion) and `/_notice`, and the visitors' callables. The public pages'
 * islands carry these reasons' messages, no others.
 */
export const VISITOR_ERROR_REASONS = {
  /** The payload broke a field rule: see `issues`. */
  'invalid-input': { code: 'invalid-argument', message: 'invalidInput', retryable: false },
  /** No such space (or it is not published, for visitors). */
  'space-not-found': { code: 'not-found', message: 'spaceNotFound', retryable: false },
  /** The inbox: no such letter or fan message in this space (deleted meanwhile). */
  'message-not-found': { code: 'not-found', message: 'messageNotFound', retryable: false },
  /** Receipts: the owner has read the message, so its sender can no longer delete it. */
  'message-read': { code: 'failed-precondition', message: 'messageRead', retryable: false },
  /**
   * Receipts: the owner replied, answered in public or read the message aloud, so its sender can
   * no longer delete it.
   */
  'message-answered': { code: 'failed-precondition', message: 'messageAnswered', retryable: false },
  /** Visitor sends: too many from this client or into this space; `retryAfterSeconds` says when. */
  'rate-limited': { code: 'resource-exhausted', message: 'rateLimited', retryable: true },
  /** Visitor sends: App Check is enforced and the call carried no valid token. */
  'app-check-failed': { code: 'unauthenticated', message: 'appCheckFailed', retryable: false },
  /** Visitor sends: the honeypot field was filled in, as only bots do. */
  'spam-suspected': { code: 'invalid-argument', message: 'spamSuspected', retryable: false },
  /** Visitor sends: the owner turned this box off. */
  'box-closed': { code: 'failed-precondition', message: 'boxClosed', retryable: false },
  /** Visitor sends: the owner paused this box for now (see `note`). */
  'box-paused': { code: 'failed-precondition', message: 'boxPaused', retryable: true },
  /** Boards: no such board in this space (or not visible, for visitors). */
  'board-not-found': { code: 'not-found', message: 'boardNotFound', retryable: false },
  /** Boards: no such post on this board (deleted meanwhile). */
  'post-not-found': { code: 'not-found', message: 'postNotFound', retryable: false },
  /** Boards: only the owner posts on this board. */
  'board-closed': { code: 'failed-precondition', message: 'boardClosed', retryable: false },
  /** The database did not answer within the callable's deadline; nothing is known to be saved. */
  'database-timeout': { code: 'deadline-exceeded', message: 'databaseTimeout', retryable: true },
  /** The database refused the connection or is overloaded; retry in a moment. */
  'database-unavailable': {
    code: 'unavailable',
    message: 'databaseUnavailable',
    retryable: true,
  },
  /**
   * The write lost a race with another write of the same documents, even after the database
   * client's own retries: nothing was saved, and sending the same request again will work.
   */
  aborted: { code: 'aborted', message: 'aborted', retryable: true },
  /** A server fault; retry later. */
  internal: { code: 'internal', message: 'internal', retryable: true },
} as const satisfies Record<string, ReasonEntry>;

/** The reasons only owners and operators meet. */
const ACCOUNT_ERROR_REASONS = {
  /** No account, or the session ended. */
  'signed-out': { code: 'unauthenticated', message: 'signedOut', retryable: false },
  /**
   * Editing, publishing, uploading and mail settings need a verified e-mail address; the editor
   * shows the way to the verification page.
   */
  'email-not-verified': {
    code: 'failed-precondition',
    message: 'emailNotVerified',
    retryable: false,
  },
  /** The operator's console: the account holds no operator claim (decision 070). */
  'not-operator': { code: 'permission-denied', message: 'notOperator', retryable: false },
  /**
   * The operator suspended the account: it may read its notices, object, sign out or leave, but
   * edits and publishes nothing until the suspension is lifted (decision 071).
   */
  'account-suspended': { code: 'permission-denied', message: 'accountSuspended', retryable: false },
  /** The operator hid this post or answer: the owner may delete it, not edit or show it. */
  'removed-by-operator': {
    code: 'failed-precondition',
    message: 'removedByOperator',
    retryable: false,
  },
  /** The console: no reported target with this key (its space was deleted meanwhile). */
  'report-target-not-found': {
    code: 'not-found',
    message: 'reportTargetNotFound',
    retryable: false,
  },
  /** The console: the action does not apply to the target as it stands (hidden already …). */
  'action-not-applicable': {
    code: 'failed-precondition',
    message: 'actionNotApplicable',
    retryable: false,
  },
  /** Notices: no such notice of this account. */
  'notice-not-found': { code: 'not-found', message: 'noticeNotFound', retryable: false },
  /** Notices: the owner has objected to this notice already. */
  'objection-sent': { code: 'already-exists', message: 'objectionSent', retryable: false },
  /** The space belongs to someone else. */
  'not-owner': { code: 'permission-denied', message: 'notOwner', retryable: false },
  /** Another space has this slug. */
  'slug-taken': { code: 'already-exists', message: 'slugTaken', retryable: false },
  /** The owner has `limit` spaces already. */
  'space-limit': { code: 'resource-exhausted', message: 'spaceLimit', retryable: false },
  /** Boards: another board of this space has this slug. */
  'board-slug-taken': { code: 'already-exists', message: 'boardSlugTaken', retryable: false },
  /** Boards: the space has `limit` boards already. */
  'board-limit': { code: 'resource-exhausted', message: 'boardLimit', retryable: false },
  /** Deleting the account: the sign-in is too old; sign in again (re-authenticate) and retry. */
  'recent-sign-in-required': {
    code: 'failed-precondition',
    message: 'recentSignInRequired',
    retryable: false,
  },
} as const satisfies Record<string, ReasonEntry>;

/**
 * Every reason. Merged by a call marked pure, so that a bundle that uses only the visitors' table
 * (the public pages' islands) leaves this one out.
 */
export const ERROR_REASONS: typeof VISITOR_ERROR_REASONS & typeof ACCOUNT_ERROR_REASONS =
  /* @__PURE__ */ Object.assign({}, VISITOR_ERROR_REASONS, ACCOUNT_ERROR_REASONS);

/** Why a call failed, one level finer than the code. */
export type ErrorReason = keyof typeof ERROR_REASONS;

/** The catalogue key of each reason's message. */
export type ErrorMessageKey = (typeof ERROR_REASONS)[ErrorReason]['message'];

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(ERROR_REASONS, value);
}

/** A reason a visitor may be answered with. */
export type VisitorErrorReason = keyof typeof VISITOR_ERROR_REASONS;

/** The catalogue key of each visitor reason's message. */
export type VisitorErrorMessageKey = (typeof VISITOR_ERROR_REASONS)[VisitorErrorReason]['message'];

export function isVisitorErrorReason(value: unknown): value is VisitorErrorReason {
  return typeof value === 'string' && Object.hasOwn(VISITOR_ERROR_REASONS, value);
}

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
  | 'unsafeLink' // not http(s) to a public host name, or mailto with one address only
  | 'linkTooLong' // longer than `limit` once normalised and percent-encoded, as it is stored
  | 'snsMismatch' // neither a link of that service nor one of its handles
  | 'duplicate' // the same item id twice in one list
  | 'blank' // only whitespace where text is required
  | 'invisible' // only invisible characters (zero-width spaces, fillers) where text is given
  | 'controlCharacter' // a control character, NUL, a bidirectional mark, override or isolate, a tag character outside a flag, or half a surrogate pair
  | 'scheduleOrder' // a shown-until time not after its shown-from time
  | 'liveNeedsEnd' // a live-now button without the time its stream ends
  | 'unknownIcon' // an icon not in our sets, or too detailed to keep
  | 'imageGone' // a row's new image is not one this space holds for it (expired, or not its own)
  | 'contrast' // text on these colours would read below 4.5:1 (`limit` is the ratio)
  | 'embedMismatch' // not an address of the chosen provider that we can embed
  | 'emailAddress' // not one plain e-mail address
  | 'matchesNothing' // an NG word of punctuation, symbols or invisible characters only: nothing is left to look for
  | 'notApplicable'; // the change does not apply to that item (the wall for a letter)

export interface FieldIssue {
  /** Dotted path into the request, e.g. "top.displayName" or "buttons.3.url". */
  field: string;
  rule: FieldRule;
  /** The bound for length and count rules. */
  limit?: number;
}

/** What a failed callable carries in its HttpsError `details`. */
export interface ErrorDetails {
  reason: ErrorReason;
  issues?: FieldIssue[];
  /** The bound a limit reason hit (`space-limit`, `board-limit`). */
  limit?: number;
  /** `rate-limited`: seconds until a send may succeed again. */
  retryAfterSeconds?: number;
  /** `box-paused`: the owner's note to fans, if any. */
  note?: string;
}
