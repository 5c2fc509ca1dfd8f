// /{slug}/{boardSlug}: a visible board of a published space, rendered on the server from one read
// of its public document (reading needs no JavaScript; posting and "show more" do). Unknown,
// hidden or unpublished boards are the 404 page; a renamed board's old slug redirects for good.
import {
  boardPage,
  DEFAULT_BACKGROUND,
  DEFAULT_THEME,
  isSentStatus,
  LIMITS,
  normalizeSlug,
  previewDescription,
  SEND_FORM_QUERY,
  type PublicBoard,
  type PublicPost,
  type SendBoardPostResponse,
} from '@spaces/contracts';
import { data, Link, redirect } from 'react-router';
import { SpaceImage } from '../../components/image/space-image';
import { SpaceAvatar } from '../../components/image/space-avatar';
import { useT } from '../../i18n/use-t';
import { translator } from '../../i18n/translate';
import { Island } from '../../islands/island';
import { pageHits } from '../../lib/hits.server';
import { ISLANDS_PAGE } from '../../lib/page-handle';
import { getPublicBoard } from '../../lib/boards.server';
import { getPublicSpace } from '../../lib/spaces.server';
import { sendPageAction } from '../../lib/send-form.server';
import type { Route } from './+types/public-board';
import { PostList, type PostsShownWith } from '../../space-view/more-posts';
import { HitPixel } from '../../space-view/page/hits';
import { spacePageMeta } from './space-page-meta';
import { spacePageHeaders } from './space-cache';
import { ThemedPage } from '../../space-view/page/themed-page';
import { SendFormIsland } from '../../space-view/send-form-island';
import { Phrases } from '../../components/text/phrases';

type ShownBoard = Required<Pick<PublicBoard, 'space' | 'board' | 'posts'>> &
  Pick<PublicBoard, 'spaceSlug' | 'next'>;

export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = normalizeSlug(params.slug);
  const boardSlug = normalizeSlug(params.boardSlug);
  if (slug !== params.slug || boardSlug !== params.boardSlug)
    throw redirect(`/${encodeURIComponent(slug)}/${encodeURIComponent(boardSlug)}`, 301);
  const doc = await getPublicBoard(slug, boardSlug);
  if (doc?.redirectTo !== undefined)
    throw redirect(`/${encodeURIComponent(slug)}/${encodeURIComponent(doc.redirectTo)}`, 301);
  if (!doc?.space || !doc.board || !doc.posts) {
    // A space the operator removed has no board documents: its boards answer "removed" too. The
    // space's read is made only here, on a miss.
    if (!doc) await getPublicSpace(slug, `/${boardSlug}`);
    throw data(null, { status: 404 });
  }
  const shown: ShownBoard = {
    spaceSlug: doc.spaceSlug,
    space: doc.space,
    board: doc.board,
    posts: doc.posts,
    ...(doc.next !== undefined && { next: doc.next }),
  };
  // A post sent without JavaScript is answered with this page: `?sent=` says where it went
  // (decision 041). A send's answer is not a view of the page.
  const sent = new URL(request.url).searchParams.get(SEND_FORM_QUERY.sent);
  const answer = request.method === 'POST' || isSentStatus(sent);
  const status: SendBoardPostResponse['status'] | undefined =
    sent === 'published' || sent === 'pending' || sent === 'held' ? sent : undefined;
  return {
    ...shown,
    ...(status && { sent: { status } }),
    // Relative times are computed from this, so server and browser print the same.
    now: Date.now(),
    hits: answer ? undefined : pageHits(doc.spaceId, boardPage(doc.boardId)),
  };
}

export const action = sendPageAction;

// Read without JavaScript: HTML and the send forms' islands, never hydrated.
export const handle = ISLANDS_PAGE;

export const headers = spacePageHeaders;

// The page keeps its own title; its words are the board's description, else the owner's. The
// board page reads only the board's document, which carries no time: its card goes unversioned
// and the CDN keeps it minutes, not a day.
export const meta: Route.MetaFunction = spacePageMeta(({ spaceSlug, space, board }, lang) => {
  const title = translator(lang, 'boards')('boardPageTitle', {
    title: board.title,
    name: space.displayName,
  });
  return {
    title,
    description: previewDescription(board.description) || space.shareDescription || title,
    slug: spaceSlug,
    card: { kind: 'board', boardSlug: board.slug },
    shareImage: space.shareImage,
  };
});

export default function PublicBoardPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('boards');
  const { spaceSlug, board, now } = loaderData;
  return (
    <ThemedPage
      background={loaderData.space.background ?? DEFAULT_BACKGROUND}
      theme={loaderData.space.theme ?? DEFAULT_THEME}
      report={{ kind: 'board', slug: spaceSlug, boardSlug: board.slug }}
    >
      <Link
        to={`/${spaceSlug}`}
        className="mt-6 flex items-center gap-3 self-start rounded-full py-1 pr-4 pl-1 text-sm text-fg ring-1 ring-line hover:bg-(--color-line) focus-visible:ring-2 focus-visible:ring-fg focus-visible:outline-none sm:mt-10"
      >
        {/* Drawn on the server: the kit's Avatar shows its image only after a script runs, and
            this page runs none, so it showed the initials. */}
        <SpaceAvatar
          image={loaderData.space.avatar}
          name={loaderData.space.displayName}
          size={36}
          priority
        />
        <span>
          <span className="sr-only">{t('backTo')} </span>
          <span className="font-medium">{loaderData.space.displayName}</span>
        </span>
      </Link>
      <header className="space-y-3">
        {board.cover && (
          <SpaceImage
            image={board.cover}
            sizes="(min-width: 576px) 544px, 100vw"
            priority
            className="aspect-[3/1] w-full rounded-2xl object-cover"
          />
        )}
        <h1 className="space-heading text-2xl font-bold text-fg" data-testid="board-title">
          {board.title}
        </h1>
        {board.description && (
          <p className="text-[15px] leading-[1.7] whitespace-pre-line text-fg-soft">
            {board.description}
          </p>
        )}
        <p className="text-sm text-fg-muted">{t('postCount', { count: board.postCount })}</p>
      </header>
      {board.mode === 'owner' ? null : (
        <section className="space-surface space-y-4 rounded-2xl p-5 shadow-sm ring-1 ring-line">
          <h2 className="space-heading text-lg font-bold">
            <Phrases>{t('writePost')}</Phrases>
          </h2>
          {board.mode === 'approval' && (
            <p className="text-sm text-fg-muted">{t('approvalNote')}</p>
          )}
          <SendFormIsland
            kind="boardPost"
            slug={spaceSlug}
            board={board.slug}
            maxLength={LIMITS.boardPostMaxLength}
            nameMode="optional"
            bodyLabel={t('postBody')}
            rows={5}
            {...(board.images !== undefined && board.images !== 'off' && { images: board.images })}
            sent={loaderData.sent}
            {...actionData}
          />
        </section>
      )}
      <BoardPosts
        key={`${spaceSlug}/${board.slug}`}
        spaceSlug={spaceSlug}
        boardSlug={board.slug}
        ownerName={loaderData.space.displayName}
        first={loaderData.posts}
        next={loaderData.next}
        now={now}
      />
      <HitPixel hits={loaderData.hits} />
    </ThemedPage>
  );
}

function BoardPosts({
  first,
  next,
  ...board
}: PostsShownWith & {
  first: readonly PublicPost[];
  next: string | undefined;
}) {
  const t = useT('boards');
  if (first.length === 0)
    return (
      <p className="py-8 text-center text-sm text-fg-muted" data-testid="board-empty">
        {t('noPosts')}
      </p>
    );
  return (
    <section className="space-y-3">
      <PostList posts={first} testId="board-posts" {...board} />
      {next !== undefined && (
        <Island name="morePosts" props={{ ...board, next, shown: first.map((p) => p.postId) }} />
      )}
    </section>
  );
}
