// /s/{slug}/{boardSlug}: one board's editor — its settings, the owner's own posts (write, edit),
// the queue of visitors' posts awaiting approval, and every post (pin, hide, delete, approve,
// block the sender). A former slug opens the board under its current address.
import {
  blockBoardSender,
  deleteBoardPosts,
  getBoardForEdit,
  LIMITS,
  listBoardPosts,
  updateBoard,
  updateBoardPosts,
  writeBoardPost,
  type Board,
  type BoardMode,
  type BoardPost,
  type BoardPostChange,
  type BoardPostFilter,
  type ImageRef,
  type ListBoardPostsResponse,
} from '@spaces/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ImageUpload } from '../../../components/image/image-upload';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { TextArea } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { useLang, useT } from '../../../i18n/use-t';
import { callErrorMessage } from '../../../lib/call-errors';
import { call } from '../../../lib/call';
import { toCallError } from '../../../lib/call-error';
import { signedInFunctions } from '../../../lib/callables';
import { titleMeta } from '../../../lib/page-title';
import { browserEnv } from '../../../lib/public-env';
import { FormAlert } from '../../auth/form-alert';
import type { Route } from './+types/board-editor';
import { BoardFields } from './boards-panel';
import { useEditorSpace } from '../shell/editor-space';
import { useEditorSave } from '../form/use-editor-save';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'boards', 'panelTitle');

export default function BoardEditorRoute() {
  const { boardSlug = '' } = useParams();
  // Another board is another editor: nothing of the previous one's state carries over.
  return <BoardEditor key={boardSlug} boardSlug={boardSlug} />;
}

function BoardEditor({ boardSlug }: { boardSlug: string }) {
  const { space } = useEditorSpace();
  const lang = useLang();
  const t = useT('boards');
  const ui = useT('ui');
  const navigate = useNavigate();
  const [board, setBoard] = useState<Board | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const answer = await call(await signedInFunctions(), getBoardForEdit, {
          spaceId: space.spaceId,
          boardSlug: boardSlug.toLowerCase(),
        });
        if (!live) return;
        if (answer.board.slug !== boardSlug)
          void navigate(`/s/${space.slug}/${answer.board.slug}`, { replace: true });
        setBoard(answer.board);
      } catch (caught) {
        if (live) setError(callErrorMessage(lang, toCallError(caught)).message);
      }
    })();
    return () => {
      live = false;
    };
  }, [space.spaceId, space.slug, boardSlug, lang, navigate]);

  if (error)
    return (
      <div className="space-y-4">
        <FormAlert tone="error">{error}</FormAlert>
        <Link to={`/s/${space.slug}`} className="text-sm text-accent-strong hover:underline">
          {t('backToOverview')}
        </Link>
      </div>
    );
  if (!board)
    return (
      <p className="text-sm text-fg-muted" role="status">
        {ui('loading')}
      </p>
    );
  return (
    <div className="space-y-6" data-testid="board-editor">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-fg">{t('editorTitle', { title: board.title })}</h1>
        {space.published && board.visible && (
          <a
            href={`${browserEnv().siteOrigin}/${space.slug}/${board.slug}`}
            target="_blank"
            rel="noreferrer"
            className="text-sm text-accent-strong hover:underline"
          >
            {t('viewPublic')}
          </a>
        )}
      </header>
      <BoardSettings
        key={board.updatedAt}
        spaceId={space.spaceId}
        board={board}
        onSaved={(saved) => {
          setBoard(saved);
          if (saved.slug !== board.slug)
            void navigate(`/s/${space.slug}/${saved.slug}`, { replace: true });
        }}
        // The pipeline attaches covers itself: the form's unsaved fields stay as they are.
        onCover={(cover) => setBoard((current) => current && withCover(current, cover))}
      />
      <Posts key={board.boardId} spaceId={space.spaceId} board={board} />
    </div>
  );
}

function withCover(board: Board, cover: ImageRef | undefined): Board {
  const { cover: _previous, ...rest } = board;
  return cover ? { ...rest, cover } : rest;
}

function BoardSettings({
  spaceId,
  board,
  onSaved,
  onCover,
}: {
  spaceId: string;
  board: Board;
  onSaved: (board: Board) => void;
  onCover: (cover: ImageRef | undefined) => void;
}) {
  const t = useT('boards');
  const { save, formError, fieldErrors } = useEditorSave();
  const [title, setTitle] = useState(board.title);
  const [slug, setSlug] = useState(board.slug);
  const [description, setDescription] = useState(board.description);
  const [visible, setVisible] = useState(board.visible);
  const [mode, setMode] = useState<BoardMode>(board.mode);

  async function submit() {
    const answer = await save(
      async () =>
        call(await signedInFunctions(), updateBoard, {
          spaceId,
          boardId: board.boardId,
          board: { title, slug, description, visible, mode },
        }),
      t('saved'),
    );
    if (answer) onSaved(answer.board);
  }

  return (
    <section
      aria-labelledby="board-settings"
      className="space-y-4 rounded-lg border border-line bg-surface p-6"
    >
      <h2 id="board-settings" className="text-lg font-semibold text-fg">
        {t('settings')}
      </h2>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <ImageUpload
        slot="board-cover"
        spaceId={spaceId}
        itemId={board.boardId}
        image={board.cover}
        onChange={onCover}
        label={t('cover')}
        hint={t('coverHint')}
        shape="wide"
      />
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <BoardFields
          fields={{ title, slug, mode }}
          errors={fieldErrors}
          onTitle={setTitle}
          onSlug={setSlug}
          onMode={setMode}
          slugHint={t('slugHint')}
        >
          <TextArea
            label={t('description')}
            name="description"
            maxLength={LIMITS.boardDescriptionMaxLength}
            value={description}
            error={fieldErrors['board.description']}
            onChange={(event) => setDescription(event.target.value)}
          />
        </BoardFields>
        <Switch label={t('visible')} checked={visible} onCheckedChange={setVisible} />
        <Button type="submit">{t('save')}</Button>
      </form>
    </section>
  );
}

function Posts({ spaceId, board }: { spaceId: string; board: Board }) {
  const t = useT('boards');
  const lang = useLang();
  const confirm = useConfirm();
  const { save, formError } = useEditorSave();
  const [filter, setFilter] = useState<BoardPostFilter>('all');
  const [posts, setPosts] = useState<BoardPost[] | null>(null);
  const [next, setNext] = useState<string | undefined>();
  const [queued, setQueued] = useState(0);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [editText, setEditText] = useState('');

  const fetchPage = useCallback(
    async (cursor?: string) =>
      call(await signedInFunctions(), listBoardPosts, {
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
      setLoadError(callErrorMessage(lang, toCallError(caught)).message);
    }
  }

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const answer = await fetchPage();
        if (live) show(answer, false);
      } catch (caught) {
        if (live) setLoadError(callErrorMessage(lang, toCallError(caught)).message);
      }
    })();
    return () => {
      live = false;
    };
  }, [fetchPage, lang]);

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

  const statusLabel = (post: BoardPost) =>
    ({
      published: t('statusPublished'),
      pending: t('statusPending'),
      held: t('statusHeld'),
      hidden: t('statusHidden'),
    })[post.status];

  return (
    <section
      aria-labelledby="board-posts"
      className="space-y-4 rounded-lg border border-line bg-surface p-6"
    >
      <h2 id="board-posts" className="text-lg font-semibold text-fg">
        {t('ownPost')}
      </h2>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void publish();
        }}
      >
        <TextArea
          label={t('postBody')}
          name="body"
          required
          maxLength={LIMITS.boardPostMaxLength}
          placeholder={t('ownPostPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={draft.trim() === ''}>
          {t('publish')}
        </Button>
      </form>
      <div role="tablist" className="flex gap-2 border-b border-line">
        {(['all', 'queue'] as const).map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={filter === f}
            onClick={() => setFilter(f)}
            className="-mb-px min-h-11 border-b-2 border-transparent px-3 text-sm text-fg-muted aria-selected:border-accent aria-selected:font-semibold aria-selected:text-fg"
          >
            {f === 'all' ? t('allPosts') : t('queueCount', { count: queued })}
          </button>
        ))}
      </div>
      {loadError && <FormAlert tone="error">{loadError}</FormAlert>}
      {posts?.length === 0 && (
        <p className="text-sm text-fg-muted">
          {filter === 'queue' ? t('queueEmpty') : t('noPosts')}
        </p>
      )}
      <ul className="space-y-3" data-testid="editor-posts">
        {(posts ?? []).map((post) => (
          <li
            key={post.postId}
            className="space-y-2 rounded-md border border-line p-3"
            data-testid="editor-post"
            data-status={post.status}
          >
            <div className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
              <span className="font-semibold text-fg">
                {post.byOwner ? t('owner') : post.name || t('anonymous')}
              </span>
              <span className="rounded-full bg-surface-muted px-2 py-0.5">{statusLabel(post)}</span>
              {post.pinned && <span>{t('pinned')}</span>}
              {post.senderBlocked && <span className="text-danger">{t('senderBlocked')}</span>}
              <time dateTime={post.createdAt}>{new Date(post.createdAt).toLocaleString(lang)}</time>
            </div>
            {editing === post.postId ? (
              <div className="space-y-2">
                <TextArea
                  label={t('editPost')}
                  maxLength={LIMITS.boardPostMaxLength}
                  value={editText}
                  onChange={(event) => setEditText(event.target.value)}
                />
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => saveEdit(post.postId)}>
                    {t('save')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    color="neutral"
                    onClick={() => setEditing(null)}
                  >
                    {t('cancel')}
                  </Button>
                </div>
              </div>
            ) : (
              <p className="text-sm break-words whitespace-pre-line text-fg">{post.body}</p>
            )}
            <div className="flex flex-wrap gap-1">
              {(post.status === 'pending' || post.status === 'held') && (
                <Button
                  size="sm"
                  onClick={() => change(post, { status: 'published' }, t('approved'))}
                >
                  {t('approve')}
                </Button>
              )}
              {post.status === 'published' && (
                <Button
                  size="sm"
                  variant="outline"
                  color="neutral"
                  onClick={() => change(post, { pinned: !post.pinned }, t('saved'))}
                >
                  {post.pinned ? t('unpin') : t('pin')}
                </Button>
              )}
              {post.status === 'hidden' ? (
                <Button
                  size="sm"
                  variant="outline"
                  color="neutral"
                  onClick={() => change(post, { status: 'published' }, t('saved'))}
                >
                  {t('show')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  color="neutral"
                  onClick={() => change(post, { status: 'hidden' }, t('saved'))}
                >
                  {t('hide')}
                </Button>
              )}
              {post.byOwner && editing !== post.postId && (
                <Button
                  size="sm"
                  variant="ghost"
                  color="neutral"
                  onClick={() => {
                    setEditing(post.postId);
                    setEditText(post.body);
                  }}
                >
                  {t('editPost')}
                </Button>
              )}
              {!post.byOwner && !post.senderBlocked && (
                <Button size="sm" variant="ghost" color="neutral" onClick={() => block(post)}>
                  {t('blockSender')}
                </Button>
              )}
              <Button size="sm" variant="ghost" color="error" onClick={() => remove(post)}>
                {t('deletePost')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {next !== undefined && (
        <Button variant="outline" color="neutral" onClick={() => load(next)}>
          {t('olderPosts')}
        </Button>
      )}
    </section>
  );
}
