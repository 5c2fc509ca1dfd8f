// The worst-case documents documentSizes.test.ts measures: each document is built at its worst
// case from the contracts' limits — every list full, every text at its maximum length in 4-byte
// characters (lengths count code points, and a code point is at most 4 bytes in UTF-8), every link
// at its maximum stored length (links are stored normalised, percent-encoded, so ASCII) — and
// measured the way Firestore measures documents. Derived documents are built by the same code the
// triggers run, from the worst-case source.
import {
  DEFAULT_MESSAGE_SETTINGS,
  ICON_BODIES_MAX_TOTAL,
  LIMITS,
  SECTION_KINDS,
  type MessageSettings,
} from '@spaces/contracts';
import type { AccountDoc } from './account/store';
import { desiredPublicBoards, type StoredBoard, type StoredPost } from './boards/board';
import { OTHER_REFERRER, REFERRER_HOSTS_PER_DAY } from './insights/counting';
import type { StoredInsightDay } from './insights/store';
import type { StoredMessage } from './messages/message';
import { notificationMail, type MailGroup } from './notifications/mailContent';
import type { MailDoc } from './platform/mail';
import type { BoardIndexEntry } from './spaces/boardIndex';
import { buildPublicSpace } from './spaces/publicSpace';
import type { Space } from './spaces/space';
import {
  ascii,
  autoId,
  cursor,
  image,
  iso,
  itemId,
  many,
  now,
  slug,
  uid,
  url,
  wide,
} from './documentSizes.values';

export { wide };

export const MIB = 1024 * 1024;
/** The margin every document keeps below Firestore's limit. */
export const BUDGET = 900 * 1024;

// ---- Firestore's size rules (the "storage size calculations" of its documentation) ----------

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

function valueSize(value: unknown): number {
  if (value === null) return 1;
  if (typeof value === 'string') return utf8(value) + 1;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Date) return 8;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + valueSize(item), 0);
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .reduce((sum, [name, field]) => sum + utf8(name) + 1 + valueSize(field), 0);
  throw new Error(`no Firestore size for ${typeof value}`);
}

/** Document name (each path segment + 1, + 16), its fields, and 32 bytes of overhead. */
export function documentSize(path: string, data: object): number {
  const name = path.split('/').reduce((sum, segment) => sum + utf8(segment) + 1, 16);
  return name + valueSize(data) + 32;
}

// ---- Worst-case values ------------------------------------------------------------------------

/**
 * Images taken off a space wait in `removedImages` until a trigger deletes their objects. Nothing
 * bounds that queue but the trigger draining it; the proof allows this many waiting at once (a
 * save of every card's image, ten times over, with every board's cover).
 */
const PENDING_REMOVED_IMAGES =
  10 * (LIMITS.cardsPerSpace + LIMITS.embedsPerSpace + LIMITS.boardsPerSpace);

const messageSettings = (): MessageSettings => ({
  letterBox: {
    ...DEFAULT_MESSAGE_SETTINGS.letterBox,
    enabled: true,
    intro: wide(LIMITS.letterIntroMaxLength),
    maxLength: LIMITS.letterMaxLength,
    pauseNote: wide(LIMITS.pauseNoteMaxLength),
  },
  fanMessages: {
    ...DEFAULT_MESSAGE_SETTINGS.fanMessages,
    enabled: true,
    showWall: true,
    prompt: wide(LIMITS.fanMessagePromptMaxLength),
    quickPhrases: many(LIMITS.quickPhrases, () => wide(LIMITS.quickPhraseMaxLength)),
    maxLength: LIMITS.fanMessageMaxLength,
    pauseNote: wide(LIMITS.pauseNoteMaxLength),
  },
  thanks: {
    letter: { text: wide(LIMITS.thanksTextMaxLength), image: image() },
    fanMessage: { text: wide(LIMITS.thanksTextMaxLength), image: image() },
  },
  ngWords: many(LIMITS.ngWords, () => wide(LIMITS.ngWordMaxLength)),
});

/** Distinct slugs of the longest length. */
const slugNo = (i: number) => `${slug().slice(0, -3)}${String(i).padStart(3, '0')}`;

const boardEntry = (i: number): BoardIndexEntry => ({
  boardId: autoId(),
  slug: slugNo(i),
  formerSlugs: many(LIMITS.formerSlugsPerBoard, () => slug()),
  title: wide(LIMITS.boardTitleMaxLength),
  visible: true,
  cover: image(),
  postCount: 1_000_000,
});

export const worstSpace = (): Space => ({
  ownerUid: uid(),
  slug: slug(),
  published: true,
  top: {
    displayName: wide(LIMITS.displayNameMaxLength),
    bio: wide(LIMITS.bioMaxLength),
    layout: 'centered',
    avatar: image(),
    header: image(),
  },
  // A handle is at most an e-mail address (64 + 1 + 253) or a Bluesky domain (253).
  sns: many(LIMITS.snsLinksPerSpace, () => ({
    id: itemId(),
    service: 'instagram',
    url: url(),
    handle: ascii(318),
  })),
  buttons: many(LIMITS.buttonsPerSpace, () => ({
    id: itemId(),
    label: wide(LIMITS.buttonLabelMaxLength),
    url: url(),
    icon: ascii(80),
    // The drawings together are bounded per space, not per button.
    iconSvg: {
      body: ascii(Math.ceil(ICON_BODIES_MAX_TOTAL / LIMITS.buttonsPerSpace)),
      width: 1024,
      height: 1024,
    },
    color: 'secondary',
    variant: 'outline',
    visible: true,
  })),
  cards: many(LIMITS.cardsPerSpace, () => ({
    id: itemId(),
    title: wide(LIMITS.cardTitleMaxLength),
    text: wide(LIMITS.cardTextMaxLength),
    url: url(),
    visible: true,
    image: image(),
  })),
  texts: many(LIMITS.textBlocksPerSpace, () => ({
    id: itemId(),
    heading: wide(LIMITS.textHeadingMaxLength),
    body: wide(LIMITS.textBodyMaxLength),
    visible: true,
  })),
  // The longest embed is an Apple Music song of an album, its name as long as it may be.
  embeds: many(LIMITS.embedsPerSpace, () => ({
    id: itemId(),
    provider: 'appleMusic',
    kind: 'album',
    ref: `jp/album/${ascii(200)}/${'9'.repeat(15)}?i=${'9'.repeat(15)}`,
    url: `https://music.apple.com/jp/album/${ascii(200)}/${'9'.repeat(15)}?i=${'9'.repeat(15)}`,
    title: wide(LIMITS.embedTitleMaxLength),
    visible: true,
    poster: image(),
  })),
  background: {
    kind: 'gradient',
    color: '#000000',
    gradientTo: '#ffffff',
    angle: 359,
    fit: 'repeat',
    overlayOpacity: 90,
    image: image(),
  },
  theme: {
    preset: 'pastel',
    surface: '#ffffff',
    accent: '#000000',
    buttonFill: 'outline',
    buttonShape: 'rounded',
    buttonShadow: 'hard',
    font: 'rounded',
    snsIcons: 'brand',
  },
  sectionOrder: [...SECTION_KINDS],
  formerSlugs: many(LIMITS.formerSlugsPerSpace, () => slug()),
  removedImages: many(PENDING_REMOVED_IMAGES, () => image()),
  messages: messageSettings(),
  wall: many(LIMITS.wallFirstPage, () => ({
    messageId: autoId(),
    body: wide(LIMITS.fanMessageMaxLength),
    name: wide(LIMITS.senderNameMaxLength),
    createdAt: iso(),
  })),
  wallNext: cursor(),
  boardIndex: many(LIMITS.boardsPerSpace, boardEntry),
  createdAt: now,
  updatedAt: now,
});

export const worstBoard = (): StoredBoard => ({
  title: wide(LIMITS.boardTitleMaxLength),
  slug: slugNo(999),
  formerSlugs: many(LIMITS.formerSlugsPerBoard, slugNo),
  description: wide(LIMITS.boardDescriptionMaxLength),
  visible: true,
  mode: 'approval',
  cover: image(),
  postCount: 1_000_000,
  createdAt: now,
  updatedAt: now,
});

const worstPost = (): StoredPost => ({
  body: wide(LIMITS.boardPostMaxLength),
  name: wide(LIMITS.senderNameMaxLength),
  byOwner: false,
  senderKey: ascii(64),
  status: 'published',
  queued: false,
  pinned: true,
  createdAt: now,
  updatedAt: now,
});

// ---- The proof --------------------------------------------------------------------------------

/** Every stored document at its worst, with its path. */
export function worstDocuments(): [string, string, object][] {
  const space = worstSpace();
  const spaceId = autoId();
  const board = worstBoard();
  const publicBoards = desiredPublicBoards({
    spaceId,
    space,
    boardId: autoId(),
    board,
    firstPosts: many(LIMITS.boardPostsPageSize + 1, (i) => [`${autoId()}${i}`, worstPost()]),
    postCount: 1_000_000,
  });
  const publicBoard = publicBoards.get(`${space.slug}:${board.slug}`);
  if (!publicBoard?.posts) throw new Error('the worst-case board has no public document');
  if (publicBoard.posts.length !== LIMITS.boardPostsPageSize)
    throw new Error('the worst-case board does not fill its first page');

  const message: StoredMessage = {
    kind: 'letter',
    body: wide(LIMITS.letterMaxLength),
    name: wide(LIMITS.senderNameMaxLength),
    senderKey: ascii(64),
    createdAt: now,
    read: false,
    starred: true,
    archived: false,
    held: true,
    wall: 'approved',
  };

  const account: AccountDoc = {
    icon: image(),
    language: 'ja',
    notifications: { letters: 'immediate', fanMessages: 'digest', boardPosts: 'digest' },
    email: `${ascii(64)}@${ascii(63)}.${ascii(63)}.${ascii(63)}.${ascii(61)}`,
    emailSince: now,
    createdAt: now,
    updatedAt: now,
    deletionSpaceIds: many(LIMITS.spacesPerUser, () => autoId()),
  };

  // The daily digest of an owner with every space full of boards, each with new items whose
  // every excerpt is at its longest (and "&" and quotes, which HTML escaping lengthens).
  const groups: MailGroup[] = many(LIMITS.spacesPerUser, () => [
    ...(['letters', 'fanMessages'] as const).map((kind) => ({ kind, board: undefined })),
    ...many(LIMITS.boardsPerSpace, () => ({ kind: 'boardPosts' as const, board: 1 })),
  ])
    .flat()
    .map(({ kind, board: hasBoard }) => ({
      kind,
      spaceName: wide(LIMITS.displayNameMaxLength),
      ...(hasBoard && { boardTitle: wide(LIMITS.boardTitleMaxLength) }),
      link: `https://spaces.example/s/${slug()}/${slug()}/posts`,
      count: 500,
      capped: true,
      items: many(3, () => ({
        name: `${'"'.repeat(10)}${wide(LIMITS.senderNameMaxLength)}`,
        // One "grapheme" of thousands of combining marks, then escaping-heavy text.
        body: `a${'\u{E0100}'.repeat(LIMITS.letterMaxLength - 1)}`,
      })),
    }));
  const content = notificationMail({
    language: 'ja',
    displayName: wide(LIMITS.displayNameMaxLength),
    settingsLink: 'https://spaces.example/u/notifications',
    digestDay: '2026-11-23',
    groups,
  });
  const mail: MailDoc = {
    to: account.email!,
    message: content,
    uid: uid(),
    createdAt: now,
    expireAt: now,
  };

  return [
    ['space', `spaces/${spaceId}`, space],
    ['public space', `publicSpaces/${space.slug}`, buildPublicSpace(spaceId, space, iso())],
    ['board', `spaces/${spaceId}/boards/${autoId()}`, board],
    ['public board', `publicBoards/${space.slug}:${board.slug}`, publicBoard],
    ['post', `spaces/${spaceId}/boards/${autoId()}/posts/${autoId()}`, worstPost()],
    ['message', `spaces/${spaceId}/messages/${autoId()}`, message],
    ['users/{uid}', `users/${uid()}`, account],
    ['mail', `mail/${ascii(200, 'm')}`, mail],
    ['insight day', `spaces/${spaceId}/insightDays/2026-11-23`, worstInsightDay()],
    [
      'kept referring sites',
      `spaces/${spaceId}/insightShards/2026-11-23_hosts`,
      {
        date: '2026-11-23',
        expiresAt: now,
        hosts: many(REFERRER_HOSTS_PER_DAY, () => `${'a.'.repeat(125)}jp`),
      },
    ],
    [
      'referrer shard',
      `spaces/${spaceId}/insightShards/2026-11-23_r15`,
      { date: '2026-11-23', expiresAt: now, referrers: worstInsightDay().referrers },
    ],
  ];
}

/**
 * A rolled-up day with a count for every link and board a space may have (distinct ids at the
 * longest), and the referring hosts a day keeps, at the longest host name, with "other".
 */
function worstInsightDay(): StoredInsightDay {
  const id = (prefix: string, i: number) => `${prefix}${i}`.padEnd(LIMITS.itemIdMaxLength, 'i');
  const links = LIMITS.buttonsPerSpace + LIMITS.snsLinksPerSpace + LIMITS.cardsPerSpace;
  const big = 2 ** 53 - 1;
  return {
    date: '2026-11-23',
    views: big,
    visitors: big,
    phoneViews: big,
    letterViews: big,
    boardViews: Object.fromEntries(many(LIMITS.boardsPerSpace, (i) => [id('b', i), big])),
    clicks: Object.fromEntries(many(links, (i) => [id('l', i), big])),
    referrers: Object.fromEntries<number>([
      ...many(REFERRER_HOSTS_PER_DAY, (i): [string, number] => [
        `${String(i).padStart(2, '0')}${'.a'.repeat(120)}.example`,
        big,
      ]),
      [OTHER_REFERRER, big] as [string, number],
    ]),
    letters: big,
    fanMessages: big,
    boardPosts: big,
    rolledUpAt: now,
  };
}
