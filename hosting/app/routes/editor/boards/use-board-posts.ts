// A board's posts in its editor: the page loaded so far for the chosen tab (every post, or the
// queue awaiting approval), the owner's draft and the post being edited, and the calls that
// write, change, delete and block.
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
import { useCallback, useEffect, useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../i18n/use-t';
import { call, load as loadCall } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { useEditorSave } from '../../../forms/use-editor-save';

export function useBoardPosts(spaceId: string, board: Board) {
  const t = useT('boards');
  const confirm = useConfirm();
  const { save, formError } = useEditorSave();
  const [filter, setFilter] = useState<BoardPostFilter>('all');
  const [posts, setPosts] = useState<BoardPost[] | null>(null);
  const [next, setNext] = useState<string | undefined>();
  const [queued, setQueued] = useState(0);
  // Why the list did not load (shown with Retry), or null.
  const [loadError, setLoadError] = useState<unknown>(null);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [editText, setEditText] = useState('');

  const fetchPage = useCallback(
    async (cursor?: string) =>
      loadCall(await signedInFunctions(), listBoardPosts, {
        spaceId,
        boardId: board.boardId,
        filter,
        ...(cursor !== undefined && { cursor }),
      }),
    [spaceId, board.boardId, filter],
  );

  function show(answer: ListBoardPostsResponse, appended: boolean) {
    setLoadError(null);
    setPosts((current) => (appended ? [...(current ?? []), ...answer.posts] : answer.posts));
    setNext(answer.next);
    setQueued(answer.queued);
  }

  async function load(cursor?: string) {
    try {
      show(await fetchPage(cursor), cursor !== undefined);
    } catch (caught) {
      setLoadError(caught);
    }
  }

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const answer = await fetchPage();
        if (live) show(answer, false);
      } catch (caught) {
        if (live) setLoadError(caught);
      }
    })();
    return () => {
      live = false;
    };
  }, [fetchPage]);

  async function publish() {
    const answer = await save(
      async () =>
        call(await signedInFunctions(), writeBoardPost, {
          spaceId,
          boardId: board.boardId,
          body: draft,
        }),
      t('published'),
    );
    if (!answer) return;
    setDraft('');
    await load();
  }

  async function saveEdit(postId: string) {
    const answer = await save(
      async () =>
        call(await signedInFunctions(), writeBoardPost, {
          spaceId,
          boardId: board.boardId,
          postId,
          body: editText,
        }),
      t('saved'),
    );
    if (!answer) return;
    setEditing(null);
    setPosts((current) => (current ?? []).map((p) => (p.postId === postId ? answer.post : p)));
  }

  async function change(post: BoardPost, changeTo: BoardPostChange, message: string) {
    const answer = await save(
      async () =>
        call(await signedInFunctions(), updateBoardPosts, {
          spaceId,
          boardId: board.boardId,
          postIds: [post.postId],
          change: changeTo,
        }),
      message,
    );
    if (answer) await load();
  }

  async function remove(post: BoardPost) {
    const confirmed = await confirm({
      title: t('deletePostTitle'),
      description: post.body.slice(0, 80),
      confirmLabel: t('deletePost'),
      cancelLabel: t('cancel'),
      color: 'error',
    });
    if (!confirmed) return;
    const answer = await save(
      async () =>
        call(await signedInFunctions(), deleteBoardPosts, {
          spaceId,
          boardId: board.boardId,
          postIds: [post.postId],
        }),
      t('postDeleted'),
    );
    if (answer) await load();
  }

  async function block(post: BoardPost) {
    const confirmed = await confirm({
      title: t('blockTitle'),
      description: t('blockBody'),
      confirmLabel: t('blockSender'),
      cancelLabel: t('cancel'),
      color: 'error',
    });
    if (!confirmed) return;
    const answer = await save(
      async () =>
        call(await signedInFunctions(), blockBoardSender, {
          spaceId,
          boardId: board.boardId,
          postId: post.postId,
        }),
      t('blocked'),
    );
    if (answer) await load();
  }

  return {
    formError,
    filter,
    setFilter,
    posts,
    next,
    queued,
    loadError,
    draft,
    setDraft,
    editing,
    setEditing,
    editText,
    setEditText,
    load,
    publish,
    saveEdit,
    change,
    remove,
    block,
  };
}
