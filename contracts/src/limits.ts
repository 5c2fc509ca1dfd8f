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
  /**
   * The letters and fan messages a browser remembers having sent (its `__session` cookie, a
   * receipt token each, about 80 bytes): the newest this many, across every space (decision 068).
   */
  lettersRemembered: 20,
  /**
   * A reply notice's address is kept at most this many days, then deleted whatever happened
   * (a TTL policy on `replyNotices.expireAt`, decision 068).
   */
  replyNoticeDays: 90,
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
  /** Messages the stream's queue holds (decision 069): a long stream's worth. */
  stageQueueMaxItems: 50,
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
 * so that a live stream's burst does not queue on one document; `firstSeenShare` of it is kept
 * for first-seen clients (none of whose sends was delivered there before), and past it sends are
 * held for review, never refused. First-seen clients per space: more than this many a minute
 * (counted in the same shards) is a flood, not an audience, and the space enters raid mode.
 * docs/decisions/017-abuse-gate.md, 044-fair-limits-and-raid-mode.md and
 * 066-what-a-sender-cannot-mint.md give the reasons.
 */
export const RATE_LIMITS = {
  clientPerMinute: { limit: 5, windowSeconds: 60 },
  clientPerDay: { limit: 30, windowSeconds: 86_400 },
  clientPerHourAllSpaces: { limit: 60, windowSeconds: 3_600 },
  spacePerMinute: { limit: 600, windowSeconds: 60, shards: 10, firstSeenShare: 0.2 },
  firstSeenPerMinute: { limit: 100, windowSeconds: 60 },
  /**
   * Lookups by a capability's token (a receipt page, the letters a browser lists, the forms that
   * name a token), per client per space a minute and per client across every space an hour: a
   * fan opens their few receipts, a script probing tokens or hammering one link is refused
   * (decision 068).
   */
  clientLookupsPerMinute: { limit: 30, windowSeconds: 60 },
  clientLookupsPerHour: { limit: 600, windowSeconds: 3_600 },
  /**
   * Confirmation mails to one address a day, whoever asks: nobody can flood a stranger's mailbox
   * by asking for notices from many receipts (decision 068).
   */
  noticeMailsPerAddress: { limit: 3, windowSeconds: 86_400 },
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

/**
 * Posters fetched from an embed's provider when the owner saves (decision 067). Each is a fetch
 * our servers make for the owner, so a space has an hourly count; an embed's poster is asked for
 * again only once the last attempt had time to finish (the fetch and the pipeline after it), and
 * at most `attemptsPerEmbed` times while its attempts are remembered.
 */
export const EMBED_POSTER_LIMITS = {
  perSpaceHour: 20,
  attemptsPerEmbed: 3,
  inFlightSeconds: 120,
  rememberedSeconds: 86_400,
} as const;

/**
 * Share cards drawn for one client (an address, an IPv6 /64) by one instance of the card
 * function (decision 067). A card already drawn costs no render and is never refused; past these
 * a client waits (429): a crawler fetching the cards of many links shared at once still gets
 * them, a script asking for every card of every space does not get the renderer to itself.
 */
export const CARD_LIMITS = {
  rendersPerClientMinute: 20,
  rendersPerClientAtOnce: 2,
} as const;

/**
 * Visitors' images on a board (fan art): one grant, then one upload to the path it names. Here
 * rather than beside the boards' schemas, so that a page's image field carries no schema.
 */
export const BOARD_IMAGE_LIMITS = {
  /** A grant is good for this long; the upload must have started by then. */
  grantSeconds: 600,
  /** Below the owner's cap: a phone photo fits, a visitor cannot park large files. */
  uploadMaxBytes: 10 * 1024 * 1024,
  /** Grants one client (its address) gets per hour, on top of the abuse gate's send limits. */
  grantsPerClientPerHour: 10,
  /** What the rules accept; the pipeline decides from the bytes in any case. */
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
