// A space with a page of every type a visitor may report — its top and letter pages, an open board
// with the owner's post, and a public answer — made through the real callables, for the reports
// and operator suites.
import { publishAnswer, writeBoardPost, type ReportedPage } from '@spaces/contracts';
import type { TestUser } from './auth';
import { call } from './call';
import { putMessage } from './inbox';
import { addBoard } from './boards';
import { newOpenSpace } from './sends';

export interface ReportedSpace {
  owner: TestUser;
  spaceId: string;
  slug: string;
  boardId: string;
  boardSlug: string;
  postId: string;
  answer: { boardSlug: string; postId: string; messageId: string };
  /** Each page type, as its report link names it. */
  pages: Record<ReportedPage['kind'], ReportedPage>;
}

export async function newReportedSpace(owner?: TestUser): Promise<ReportedSpace> {
  const space = await newOpenSpace(undefined, owner ? { owner } : {});
  const board = await addBoard(space.owner, space.spaceId, { description: 'Draw anything' });
  const { post } = await call(writeBoardPost, space.owner, {
    spaceId: space.spaceId,
    boardId: board.boardId,
    body: 'Tonight: a new song.',
  });
  const messageId = await putMessage(space.spaceId, { body: 'What do you read?' });
  const answer = await call(publishAnswer, space.owner, {
    slug: space.slug,
    messageId,
    answer: 'Poetry, lately.',
  });
  const { slug } = space;
  return {
    ...space,
    boardId: board.boardId,
    boardSlug: board.slug,
    postId: post.postId,
    answer: { boardSlug: answer.boardSlug, postId: answer.postId, messageId },
    pages: {
      space: { kind: 'space', slug },
      letter: { kind: 'letter', slug },
      board: { kind: 'board', slug, boardSlug: board.slug },
      post: { kind: 'post', slug, boardSlug: board.slug, postId: post.postId },
      answer: { kind: 'answer', slug, boardSlug: answer.boardSlug, postId: answer.postId },
    },
  };
}

/** The report form's fields for a page. */
export function reportFields(page: ReportedPage, fields: Record<string, string>) {
  return {
    slug: page.slug,
    target: page.kind,
    ...(page.boardSlug !== undefined && { board: page.boardSlug }),
    ...(page.postId !== undefined && { post: page.postId }),
    ...fields,
  };
}
