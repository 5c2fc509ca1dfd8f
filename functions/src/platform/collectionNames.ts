// The names of the data model's collections (docs/data-model.md describes every field): light, so
// that what declares a function (a trigger's document path) names them without loading Firestore.
// The paths are composed in firestore.ts, which only stores import.
import {
  BOARD_IMAGE_GRANTS_COLLECTION,
  MESSAGES_COLLECTION,
  PUBLIC_BOARDS_COLLECTION,
  PUBLIC_SPACES_COLLECTION,
  RECEIPTS_COLLECTION,
  SLUG_CLAIMS_COLLECTION,
  SPACES_COLLECTION,
  REPLY_NOTICES_COLLECTION,
} from '@spaces/contracts';

export const COLLECTIONS = {
  users: 'users',
  spaces: SPACES_COLLECTION,
  slugs: SLUG_CLAIMS_COLLECTION,
  publicSpaces: PUBLIC_SPACES_COLLECTION,
  /** The abuse gate's rate-limit counters (expire through a TTL policy on `expiresAt`). */
  rateLimits: 'rateLimits',
  /** Senders' receipts, keyed by the SHA-256 (hex) of the receipt's token. */
  receipts: RECEIPTS_COLLECTION,
  /** Fans' reply notices, keyed as their receipts (an address for up to 90 days, decision 068). */
  replyNotices: REPLY_NOTICES_COLLECTION,
  /** Under `spaces/{spaceId}`: letters and fan messages, their counter shards, blocked senders. */
  messages: MESSAGES_COLLECTION,
  messageCounters: 'messageCounters',
  blockedSenders: 'blockedSenders',
  /** Under `spaces/{spaceId}`: the stream's stage, `stage/queue` its queue (decision 069). */
  stage: 'stage',
  /** Under `spaces/{spaceId}`: boards; under each board, its posts. */
  boards: 'boards',
  posts: 'posts',
  /** `{spaceSlug}:{boardSlug}`: a board page's one read, kept by the boards' triggers. */
  publicBoards: PUBLIC_BOARDS_COLLECTION,
  /** What the image pipeline made of each upload (`imageUploads/{uploadId}`). */
  imageUploads: 'imageUploads',
  /** A visitor's single-use permission to upload one image to a board (`{grantId}`). */
  boardImageGrants: BOARD_IMAGE_GRANTS_COLLECTION,
  /** Outgoing e-mail in the Trigger Email extension's shape; ids derive from the cause. */
  mail: 'mail',
  /**
   * Under `spaces/{spaceId}`: insights' counter shards, first sights of the day's visitors (both
   * expire through TTL policies on `expiresAt`), and one rolled-up document per day.
   */
  insightShards: 'insightShards',
  insightVisitors: 'insightVisitors',
  insightDays: 'insightDays',
  /**
   * Visitors' reports (decision 070), one document per report; the targets they name, grouped
   * with the snapshot of the page at the first report; the owners' notices; and the operator's
   * decision log, which alone outlives a deleted space or account (decision 071).
   */
  reports: 'reports',
  reportTargets: 'reportTargets',
  notices: 'notices',
  decisionLog: 'decisionLog',
} as const;
