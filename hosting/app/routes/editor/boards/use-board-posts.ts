// A board's posts in its editor: the page loaded so far for the chosen tab (every post, or the
// queue awaiting approval), the selection, the owner's draft and the post being edited, and the
// calls that write, change, delete (one post or the selected ones) and block.
import {
  blockBoardSender,
  deleteBoardPosts,
  listBoardPosts,
  updateBoardPosts,
  writeBoardPost,
  type Board,
  type BoardPost,
  type BoardPostChange,
  type BoardPostFilter,
  type ListBoardPostsResponse,
} from '@spaces/contracts';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { load as loadCall } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { useEditorSave } from '../../../forms/use-editor-save';
import { useOwnerCall } from '../../../forms/use-owner-call';
import { useCallableData } from '../../../lib/use-callable-data';
import { NOTHING_SELECTED, type Selection } from '../../../lib/selection';

export function useBoardPosts(spaceId: string, board: Board) {
  const t = useT('boards');
  const { save, formError } = useEditorSave();
  const ownerCall = useOwnerCall(save);
  const ids = { spaceId, boardId: board.boardId };
  const [filter, setFilter] = useState<BoardPostFilter>('all');
  const [selected, setSelected] = useState<Selection>(NOTHING_SELECTED);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [editText, setEditText] = useState('');

  const fetchPage = async (cursor?: string) =>
    loadCall(await signedInFunctions(), listBoardPosts, {
      ...ids,
      filter,
      ...(cursor !== undefined && { cursor }),
    });
  // The first page of the chosen tab; older pages are added to it.
  const page = useCallableData<ListBoardPostsResponse>(
    () => fetchPage(),
    [spaceId, board.boardId, filter],
  );
  const posts = page.data?.posts;

  /** The first page again, after a change: what no longer belongs to the tab leaves it. */
  function reload() {
    page.run(() => fetchPage());
    setSelected(NOTHING_SELECTED);
  }

  /** The next page after the posts shown (Retry, after a failure, asks for it again). */
  function loadOlder(cursor: string) {
    const shown = posts ?? [];
    page.run(async () => {
      const older = await fetchPage(cursor);
      return { ...older, posts: [...shown, ...older.posts] };
    });
  }

  function chooseFilter(next: BoardPostFilter) {
    setFilter(next);
    setSelected(NOTHING_SELECTED);
  }

  async function publish() {
    const answer = await ownerCall(writeBoardPost, { ...ids, body: draft }, t('published'));
    if (!answer) return;
    setDraft('');
    reload();
  }

  async function saveEdit(postId: string) {
    const answer = await ownerCall(writeBoardPost, { ...ids, postId, body: editText }, t('saved'));
    if (!answer) return;
    setEditing(null);
    page.set((current) => ({
      queued: current?.queued ?? 0,
      ...current,
      posts: (current?.posts ?? []).map((p) => (p.postId === postId ? answer.post : p)),
    }));
  }

  async function change(postIds: string[], changeTo: BoardPostChange, message: string) {
    if (await ownerCall(updateBoardPosts, { ...ids, postIds, change: changeTo }, message)) reload();
  }

  /** Deletes one post (its text quoted in the question) or the selected ones. */
  async function remove(postIds: string[]) {
    const one = postIds.length === 1 ? posts?.find((p) => p.postId === postIds[0]) : undefined;
    const answer = await ownerCall(deleteBoardPosts, { ...ids, postIds }, t('postDeleted'), {
      title: one ? t('deletePostTitle') : t('deletePostsTitle', { count: postIds.length }),
      ...(one && { description: one.body.slice(0, 80) }),
      confirmLabel: t('deletePost'),
    });
    if (answer) reload();
  }

  async function block({ postId }: BoardPost) {
    const answer = await ownerCall(blockBoardSender, { ...ids, postId }, t('blocked'), {
      title: t('blockTitle'),
      description: t('blockBody'),
      confirmLabel: t('blockSender'),
    });
    if (answer) reload();
  }

  const next = page.data?.next;
  return {
    formError,
    filter,
    setFilter: chooseFilter,
    posts,
    next,
    queued: page.data?.queued ?? 0,
    load: page,
    loadOlder,
    selected,
    setSelected,
    draft,
    setDraft,
    editing,
    setEditing,
    editText,
    setEditText,
    publish,
    saveEdit,
    change,
    remove,
    block,
  };
}
