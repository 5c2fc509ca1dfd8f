// What a report page shows of the page it reports, read from the same public documents the page
// renders from (one read, two for a board's post or an answer's space): enough for the visitor to
// see they are reporting the right thing. A page that is not public is the 404 page; one the
// operator removed, the "removed" page; a renamed space's old address, the report page at its new
// one.
import {
  graphemePrefix,
  REPORT_PATH,
  reportPagePath,
  type ReportedPage,
  type ReportTargetKind,
} from '@spaces/contracts';
import { data, redirect } from 'react-router';
import { getPublicAnswer, shownBoardSlug } from '../../lib/answers.server';
import { getPublicBoard } from '../../lib/boards.server';
import { getPublicSpace } from '../../lib/spaces.server';

export interface ReportSubject {
  kind: ReportTargetKind;
  /** The space's name, then the board's title for what lives on a board. */
  spaceName: string;
  title?: string;
  excerpt?: string;
}

const EXCERPT = 120;
const notFound = () =>
  data(null, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });

/** The public space, with a renamed space's old address sent on to the report page's new one. */
async function spaceOf(slug: string, rest: string, search: string) {
  try {
    return await getPublicSpace(slug, rest);
  } catch (thrown) {
    const location = thrown instanceof Response ? thrown.headers.get('Location') : null;
    if (location !== null && thrown instanceof Response && thrown.status === 301)
      throw redirect(`${REPORT_PATH}${location}${search}`, 301);
    throw thrown;
  }
}

export async function reportSubject(page: ReportedPage, search: string): Promise<ReportSubject> {
  const { kind, slug } = page;
  const board = page.boardSlug ?? '';
  const excerpt = (text: string) => graphemePrefix(text.replace(/\s+/g, ' ').trim(), EXCERPT);
  switch (kind) {
    case 'space':
    case 'letter': {
      const space = await spaceOf(slug, kind === 'letter' ? '/letter' : '', search);
      if (!space || (kind === 'letter' && !space.letterBox)) throw notFound();
      return { kind, spaceName: space.top.displayName, excerpt: excerpt(space.top.bio) };
    }
    case 'board':
    case 'post': {
      const doc = await getPublicBoard(slug, board);
      if (!doc?.space || !doc.board || !doc.posts) {
        // A space the operator removed keeps no board documents: say so, as its pages do.
        if (!doc) await spaceOf(slug, `/${board}`, search);
        throw notFound();
      }
      const post = kind === 'post' ? doc.posts.find((p) => p.postId === page.postId) : undefined;
      return {
        kind,
        spaceName: doc.space.displayName,
        title: doc.board.title,
        ...(post && { excerpt: excerpt(post.body) }),
      };
    }
    case 'answer': {
      const postId = page.postId ?? '';
      const [answer, space] = await Promise.all([
        getPublicAnswer(postId),
        spaceOf(slug, `/${encodeURIComponent(board)}/${encodeURIComponent(postId)}`, search),
      ]);
      if (!answer || !space || answer.spaceId !== space.spaceId) throw notFound();
      // Shown as its page shows it (decision 067): its board visible, its post published; an
      // address under a former board slug moves to the current one.
      const currentBoard = await shownBoardSlug(answer);
      if (currentBoard === null) throw notFound();
      if (currentBoard !== board) {
        const current = { kind, slug: space.slug, boardSlug: currentBoard, postId };
        throw redirect(`${reportPagePath(current)}${search}`, 301);
      }
      return { kind, spaceName: space.top.displayName, excerpt: excerpt(answer.question) };
    }
  }
}
