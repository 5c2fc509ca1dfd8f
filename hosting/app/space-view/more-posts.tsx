// A board's posts: one post as the page shows it, a list of them (the first page's, in the public
// document, and the older ones), and the island that loads older posts through
// listPublicBoardPosts when the visitor asks.
import type { listPublicBoardPosts, PublicPost } from '@spaces/contracts';
import { SpaceImage } from '../components/image/space-image';
import { RelativeTime } from '../components/text/relative-time';
import { Button } from '../components/ui/button';
import { useT } from '../i18n/use-t';
import { callAsVisitor } from '../lib/visitor-calls';
import { ReportLink } from './report-link';
import { useMorePages } from './use-more-pages';

function PostItem({
  post,
  ownerName,
  spaceSlug,
  boardSlug,
  now,
}: PostsShownWith & { post: PublicPost }) {
  const boardPath = `/${spaceSlug}/${boardSlug}`;
  const isAnswer = post.question !== undefined;
  const t = useT('boards');
  const a = useT('answers');
  return (
    <li
      className="space-surface space-y-2 rounded-2xl p-4 shadow-sm ring-1 ring-line"
      data-testid="board-post"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-fg">
          {post.byOwner ? ownerName : post.name || t('anonymous')}
        </span>
        {post.byOwner && (
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs text-on-accent">
            {t('owner')}
          </span>
        )}
        {post.pinned && (
          <span
            className="rounded-full bg-accent-soft px-2 py-0.5 text-xs text-fg ring-1 ring-line"
            data-testid="post-pinned"
          >
            {t('pinned')}
          </span>
        )}
        <RelativeTime at={post.createdAt} now={now} className="text-fg-subtle" />
      </div>
      {post.question !== undefined && (
        <blockquote className="space-y-1 rounded-xl bg-surface-muted p-3 ring-1 ring-line">
          <p className="text-[15px] leading-[1.7] break-words whitespace-pre-line text-fg">
            {post.question}
          </p>
          <footer className="text-xs text-fg-subtle">
            {post.name ? a('from', { name: post.name }) : a('anonymous')}
          </footer>
        </blockquote>
      )}
      {post.body !== '' && (
        <p className="text-[15px] leading-[1.7] break-words whitespace-pre-line text-fg">
          {post.body}
        </p>
      )}
      {post.image && (
        <SpaceImage
          image={post.image}
          sizes="(min-width: 576px) 512px, calc(100vw - 64px)"
          alt={t('imageAlt', { name: post.name || t('anonymous') })}
          className="h-auto w-full rounded-xl ring-1 ring-line"
        />
      )}
      {post.question !== undefined && (
        <a
          href={`${boardPath}/${post.postId}`}
          className="inline-block text-sm font-medium text-fg underline underline-offset-4"
          data-testid="answer-link"
        >
          {a('openAnswer')}
        </a>
      )}
      <p className="text-right text-xs">
        <ReportLink
          page={{
            kind: isAnswer ? 'answer' : 'post',
            slug: spaceSlug,
            boardSlug,
            postId: post.postId,
          }}
          label={t('reportPostLabel')}
          className="text-fg-subtle hover:text-fg"
          testId="report-post-link"
        >
          {t('reportPost')}
        </ReportLink>
      </p>
    </li>
  );
}

/**
 * What a board's posts are shown with: the board's address (an answer's post links to its page
 * below it, every post to its report), the owner's name on the owner's posts, and the time the
 * relative times count from.
 */
export interface PostsShownWith {
  ownerName: string;
  spaceSlug: string;
  boardSlug: string;
  now: number;
}

/** Posts in the order given, each as the page shows it; `testId` names the list for the journeys. */
export function PostList({
  posts,
  testId,
  ...board
}: PostsShownWith & {
  posts: readonly PublicPost[];
  testId: string;
}) {
  return (
    <ol className="space-y-3" data-testid={testId}>
      {posts.map((post) => (
        <PostItem key={post.postId} post={post} {...board} />
      ))}
    </ol>
  );
}

export function MorePosts({
  next: firstNext,
  shown,
  ...board
}: PostsShownWith & {
  next: string;
  /** The ids on the first page: a post made since the page was built may come again. */
  shown: readonly string[];
}) {
  const t = useT('boards');
  const { items, next, error, loading, more } = useMorePages<PublicPost>({
    next: firstNext,
    shown,
    idOf: (post) => post.postId,
    load: async (cursor) => {
      const page = await callAsVisitor<typeof listPublicBoardPosts>('listPublicBoardPosts', {
        slug: board.spaceSlug,
        boardSlug: board.boardSlug,
        cursor,
      });
      return { items: page.posts, next: page.next };
    },
  });

  return (
    <>
      {items.length > 0 && <PostList posts={items} testId="board-posts-more" {...board} />}
      {error && (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
      {next !== undefined && (
        <div className="text-center">
          <Button variant="outline" color="neutral" onClick={more} loading={loading}>
            {t('olderPosts')}
          </Button>
        </div>
      )}
    </>
  );
}
