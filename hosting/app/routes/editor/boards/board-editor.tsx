// /s/{slug}/{boardSlug}: one board's editor — its settings, the owner's own posts (write, edit),
// the queue of visitors' posts awaiting approval, and every post (pin, hide, delete, approve,
// block the sender). A former slug opens the board under its current address.
import { getBoardForEdit, type Board, type ImageRef } from '@spaces/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { useLang, useT } from '../../../i18n/use-t';
import { callErrorMessage } from '../../../lib/call-errors';
import { load } from '../../../lib/call';
import { useCallableData } from '../../../lib/use-callable-data';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Loading } from '../../../components/ui/loading';
import { toCallError } from '../../../lib/call-error';
import { signedInFunctions } from '../../../lib/callables';
import { titleMeta } from '../../../lib/page-title';
import { browserEnv } from '../../../lib/public-env';
import { FormAlert } from '../../../components/form/form-alert';
import { useEditorSpace } from '../shell/editor-space';
import type { Route } from './+types/board-editor';
import { BoardPosts } from './board-posts';
import { BoardSettings } from './board-settings';

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
  const navigate = useNavigate();
  const loaded = useCallableData(async () => {
    const answer = await load(await signedInFunctions(), getBoardForEdit, {
      spaceId: space.spaceId,
      boardSlug: boardSlug.toLowerCase(),
    });
    if (answer.board.slug !== boardSlug)
      void navigate(`/s/${space.slug}/${answer.board.slug}`, { replace: true });
    return answer.board;
  }, [space.spaceId, space.slug, boardSlug, navigate]);
  const board = loaded.data;
  const setBoard = (next: Board | ((current: Board) => Board)) => {
    if (board) loaded.set(typeof next === 'function' ? next(board) : next);
  };

  if (loaded.error !== null) {
    const failure = toCallError(loaded.error);
    // A board that is gone (or never was) will not come back on Retry: say so and lead back.
    if (!failure.retryable)
      return (
        <div className="space-y-4">
          <FormAlert tone="error">{callErrorMessage(lang, failure).message}</FormAlert>
          <Link to={`/s/${space.slug}`} className="text-sm text-accent-strong hover:underline">
            {t('backToOverview')}
          </Link>
        </div>
      );
    return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  }
  if (board === undefined) return <Loading state={loaded.pending} onRetry={loaded.retry} />;
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
        onCover={(cover) => setBoard((current) => withCover(current, cover))}
      />
      <BoardPosts key={board.boardId} spaceId={space.spaceId} board={board} />
    </div>
  );
}

function withCover(board: Board, cover: ImageRef | undefined): Board {
  const { cover: _previous, ...rest } = board;
  return cover ? { ...rest, cover } : rest;
}
