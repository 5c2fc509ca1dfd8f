// What a reported page shows, as its snapshot keeps it and the console draws it: the parts of a
// space, board and post a report reads, and each target kind's view of them (decision 070).
import {
  LIMITS,
  type Button,
  type Card,
  type ContentPart,
  type ContentView,
  type Embed,
  type ImageRef,
  type MessageSettings,
  type ReportTargetKind,
  type SnsLink,
  type SpaceTop,
  type TextBlock,
  type WallMessage,
} from '@spaces/contracts';

// ---------------------------------------------------------------------------------------------
// What a page shows
// ---------------------------------------------------------------------------------------------

/** What a snapshot reads of a space (the spaces feature's document, as far as reports need it). */
export interface SnapshotSpace {
  ownerUid: string;
  slug: string;
  top: SpaceTop;
  sns: SnsLink[];
  buttons: Button[];
  cards?: Card[];
  texts?: TextBlock[];
  embeds?: Embed[];
  messages?: MessageSettings;
  wall?: WallMessage[];
  boardIndex?: { boardId: string; slug: string; title: string; visible: boolean }[];
}

/** What a snapshot reads of a board. */
export interface SnapshotBoard {
  slug: string;
  title: string;
  description: string;
  visible: boolean;
  cover?: ImageRef;
}

/** What a snapshot reads of a post. */
export interface SnapshotPost {
  body: string;
  name: string;
  byOwner: boolean;
  status: string;
  question?: string;
  image?: ImageRef;
}

/** A page's content as the console draws it, bounded by what a snapshot keeps. */
class ViewBuilder {
  private readonly texts: ContentView['texts'] = [];
  private readonly links: ContentView['links'] = [];
  private readonly images: ImageRef[] = [];

  constructor(private readonly title: string) {}

  text(part: ContentPart, text: string | undefined): this {
    if (text && text.trim() !== '' && this.texts.length < LIMITS.snapshotTexts)
      this.texts.push({ part, text });
    return this;
  }

  link(part: ContentPart, label: string, url: string | undefined): this {
    if (url && this.links.length < LIMITS.snapshotLinks) this.links.push({ part, label, url });
    return this;
  }

  image(image: ImageRef | undefined): this {
    if (image && this.images.length < LIMITS.snapshotImages) this.images.push(image);
    return this;
  }

  build(): ContentView {
    return { title: this.title, texts: this.texts, links: this.links, images: this.images };
  }
}

/** The space's top page: its name, bio, links, cards, texts, players and fan wall. */
function spaceView(space: SnapshotSpace): ContentView {
  const view = new ViewBuilder(space.top.displayName)
    .text('bio', space.top.bio)
    .image(space.top.avatar)
    .image(space.top.header);
  for (const sns of space.sns) view.link('sns', sns.handle ?? sns.service, sns.url);
  for (const button of space.buttons.filter((b) => b.visible))
    view.link('button', button.label, button.url).image(button.image);
  for (const card of (space.cards ?? []).filter((c) => c.visible))
    view
      .text('card', [card.title, card.text].filter(Boolean).join('\n'))
      .link('card', card.title, card.url)
      .image(card.image);
  for (const block of (space.texts ?? []).filter((t) => t.visible))
    view.text('text', [block.heading, block.body].filter(Boolean).join('\n'));
  for (const embed of (space.embeds ?? []).filter((e) => e.visible))
    view.link('embed', embed.title || embed.provider, embed.url).image(embed.poster);
  const fan = space.messages?.fanMessages;
  if (fan?.enabled) view.text('prompt', fan.prompt);
  if (fan?.enabled && fan.showWall)
    for (const message of space.wall ?? []) view.text('wall', message.body);
  return view.build();
}

function letterView(space: SnapshotSpace): ContentView {
  return new ViewBuilder(space.top.displayName)
    .text('intro', space.messages?.letterBox.intro)
    .image(space.top.avatar)
    .build();
}

function boardView(board: SnapshotBoard): ContentView {
  return new ViewBuilder(board.title)
    .text('description', board.description)
    .image(board.cover)
    .build();
}

function postView(board: SnapshotBoard, post: SnapshotPost): ContentView {
  return new ViewBuilder(board.title)
    .text('question', post.question)
    .text('sender', post.name)
    .text(post.question === undefined ? 'body' : 'answer', post.body)
    .image(post.image)
    .build();
}

/** What one reported page is made of, as read from the database (any part may be gone). */
export interface TargetContent {
  space:
    (SnapshotSpace & { published: boolean; takenDown?: unknown; suspended?: unknown }) | undefined;
  board?: SnapshotBoard | undefined;
  post?: (SnapshotPost & { removal?: unknown }) | undefined;
  /** The board's id, found from its slug in the space's index. */
  boardId?: string | undefined;
}

/**
 * What the public sees of the target now: its state, and its content while it is shown (the
 * content also when the operator hid or took it down, so the console can compare).
 */
export function publicViewOf(
  kind: ReportTargetKind,
  content: TargetContent,
): {
  state: 'shown' | 'hidden' | 'taken-down' | 'suspended' | 'not-public' | 'gone';
  view?: ContentView;
} {
  const { space, board, post } = content;
  if (!space) return { state: 'gone' };
  const view = viewOf(kind, content);
  if (view === undefined) return { state: 'gone' };
  if (space.takenDown !== undefined) return { state: 'taken-down', view };
  if (space.suspended !== undefined) return { state: 'suspended', view };
  if (post?.removal !== undefined) return { state: 'hidden', view };
  const boardShown = board === undefined || board.visible;
  const postShown = post === undefined || post.status === 'published';
  const letterShown = kind !== 'letter' || space.messages?.letterBox.enabled !== false;
  if (!space.published || !boardShown || !postShown || !letterShown)
    return { state: 'not-public', view };
  return { state: 'shown', view };
}

/** The target's content as a view, or undefined when the part it names is gone. */
export function viewOf(kind: ReportTargetKind, content: TargetContent): ContentView | undefined {
  const { space, board, post } = content;
  if (!space) return undefined;
  switch (kind) {
    case 'space':
      return spaceView(space);
    case 'letter':
      return letterView(space);
    case 'board':
      return board && boardView(board);
    case 'post':
    case 'answer':
      return board && post && postView(board, post);
  }
}

/**
 * Whether a visitor could see the target at all, which is what they may report: a public space,
 * a visible board, a published post; an answer is a post with a question.
 */
export function isReportable(kind: ReportTargetKind, content: TargetContent): boolean {
  const { state } = publicViewOf(kind, content);
  if (state !== 'shown') return false;
  if (kind === 'post') return content.post?.question === undefined;
  if (kind === 'answer') return content.post?.question !== undefined;
  return true;
}
