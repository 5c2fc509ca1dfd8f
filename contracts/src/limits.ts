// Every product limit in one place (docs/product.md lists them by feature). The server enforces
// them; the editor shows them.
export const LIMITS = {
  spacesPerUser: 10,
  boardsPerSpace: 20,
  snsLinksPerSpace: 20,
  buttonsPerSpace: 50,
  slugMinLength: 3,
  slugMaxLength: 30,
  displayNameMaxLength: 50,
  bioMaxLength: 500,
  /**
   * The page's own title and description in link previews, in graphemes (what a person counts):
   * about what a preview shows before cutting. Stored as at most four code points a grapheme.
   */
  shareTitleMaxGraphemes: 60,
  shareDescriptionMaxGraphemes: 160,
  buttonLabelMaxLength: 80,
  cardsPerSpace: 30,
  cardTitleMaxLength: 80,
  cardTextMaxLength: 500,
  textBlocksPerSpace: 30,
  textHeadingMaxLength: 80,
  textBodyMaxLength: 2000,
  /** Players on one page: each is a facade until clicked, so the page stays light either way. */
  embedsPerSpace: 10,
  embedTitleMaxLength: 80,
  /** Long enough for real-world tracking URLs, short enough to keep a space document small. */
  urlMaxLength: 2048,
  /** An SNS entry is a URL or a handle, so it shares the URL bound. */
  snsValueMaxLength: 2048,
  itemIdMaxLength: 40,
  /**
   * Old slugs a space keeps (each redirects to the current one and stays reserved for it); a
   * rename past this is refused rather than releasing an address someone may still link to.
   */
  formerSlugsPerSpace: 20,
  /** The same for a board: each former slug is a redirect document and an entry in the space. */
  formerSlugsPerBoard: 20,
  /** Letters: the owner picks the maximum body length up to this. */
  letterMaxLength: 5000,
  letterIntroMaxLength: 500,
  /** Fan messages: the owner picks the maximum body length up to this. */
  fanMessageMaxLength: 280,
  fanMessagePromptMaxLength: 200,
  /** The owner's private reply to one letter or fan message, shown on its sender's receipt. */
  replyMaxLength: 1000,
  quickPhrases: 10,
  quickPhraseMaxLength: 40,
  senderNameMaxLength: 50,
  pauseNoteMaxLength: 200,
  thanksTextMaxLength: 500,
  ngWords: 200,
  ngWordMaxLength: 50,
  /** Approved fan messages kept inside the public document (the first page of the wall). */
  wallFirstPage: 20,
  /** Messages per inbox page, and per bulk action. */
  inboxPageSize: 30,
  bulkActionMaxItems: 100,
  honeypotMaxLength: 200,
  boardTitleMaxLength: 80,
  boardDescriptionMaxLength: 1000,
  boardPostMaxLength: 1000,
  /** A public answer to a letter or fan message: it is a board post too. */
  answerMaxLength: 1000,
  /** Posts per page of a public board; the first page lives in the public board document. */
  boardPostsPageSize: 20,
  /** Posts per page of the board editor's lists, and per bulk action on posts. */
  boardPostsEditPageSize: 30,
  /** A visitor's report: the optional note, and the optional address for the outcome (RFC 5321). */
  reportNoteMaxLength: 1000,
  reportContactMaxLength: 254,
  /** The operator's reason for the log, and the message an owner's notice carries. */
  operatorNoteMaxLength: 1000,
  /** An owner's objection to a notice. */
  objectionMaxLength: 2000,
  /** Targets per page of the operator's console, and the reports and decisions one shows. */
  reportTargetsPageSize: 30,
  reportsPerTargetShown: 100,
  /** Notices an owner sees, newest first. */
  noticesShown: 50,
  /**
   * Links, texts and images a report's snapshot keeps of a page: every item a space can hold,
   * so that the operator sees all of what was reported.
   */
  snapshotLinks: 120,
  snapshotTexts: 80,
  snapshotImages: 40,
} as const;

/**
 * How long the decision log keeps an entry (who decided what, when, on which target id), also
 * after the space or account it concerns is deleted: three years, the time within which a claim
 * for damages over what was published or removed must be brought (docs/decisions/071).
 */
export const DECISION_LOG_RETENTION_DAYS = 3 * 365 + 1;

/**
 * The abuse gate's rate limits for visitor writes (fixed windows). Per client per space: a person
 * writing by hand sends a few messages a minute at most. Per client across every space: one
 * connection writing to many spaces is a script, not a fan. Per space: what one space delivers
 * from everyone together, spread over `shards` counter documents (each allowing `limit / shards`),
 * so that a live stream's burst does not queue on one document; `newClientShare` of it is kept
 * for clients' first send of the day there, and past it sends are held for review, never refused.
 * docs/decisions/017-abuse-gate.md and 044-fair-limits-and-raid-mode.md give the reasons.
 */
export const RATE_LIMITS = {
  clientPerMinute: { limit: 5, windowSeconds: 60 },
  clientPerDay: { limit: 30, windowSeconds: 86_400 },
  clientPerHourAllSpaces: { limit: 60, windowSeconds: 3_600 },
  spacePerMinute: { limit: 600, windowSeconds: 60, shards: 10, newClientShare: 0.2 },
} as const;

/**
 * Image uploads per account (fixed windows). Each upload costs the shared pipeline seconds of
 * decoding and resizing, so one account must not keep it busy for everyone: an owner filling
 * every card of a space at once stays well inside the hour. Past a limit the pipeline records
 * the upload as `rate-limited` without decoding it (decision 047).
 */
export const UPLOAD_RATE_LIMITS = {
  perHour: { limit: 60, windowSeconds: 3_600 },
  perDay: { limit: 300, windowSeconds: 86_400 },
} as const;
