// The overview's board panel: the space's boards in page order (open the editor, move, show or
// hide, delete) and a form to create one. Everything goes through the boards callables; the
// server enforces the limit and the slug rules, and its answer is what the panel shows.
import {
  createBoard,
  deleteBoard,
  LIMITS,
  listBoards,
  reorderBoards,
  updateBoard,
  type Board,
} from '@spaces/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { AsyncForm } from '../../../components/ui/async-form';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../i18n/use-t';
import { load } from '../../../lib/call';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Loading } from '../../../components/ui/loading';
import { useCallableData } from '../../../lib/use-callable-data';
import { signedInFunctions } from '../../../lib/callables';
import { FormAlert } from '../../../components/form/form-alert';
import { useEditorSave } from '../../../forms/use-editor-save';
import { useOwnerCall } from '../../../forms/use-owner-call';
import { BoardFields, modeLabelKey, type BoardFieldValues } from './board-fields';

export function BoardsPanel({ spaceId }: { spaceId: string }) {
  const t = useT('boards');
  const ui = useT('ui');
  const { save, formError, fieldErrors } = useEditorSave();
  const ownerCall = useOwnerCall(save);
  const loaded = useCallableData(
    async () => (await load(await signedInFunctions(), listBoards, { spaceId })).boards,
    [spaceId],
  );
  const boards = loaded.data;
  const setBoards = loaded.set;
  const [fields, setFields] = useState<BoardFieldValues>({ title: '', slug: '', mode: 'owner' });
  // A new board shows on the page at once, unless the owner wants to prepare it first.
  const [hidden, setHidden] = useState(false);

  async function create() {
    const board = { ...fields, description: '', visible: !hidden };
    const created = await ownerCall(createBoard, { spaceId, board }, t('created'));
    if (!created) return;
    setBoards((current) => [...(current ?? []), created.board]);
    setFields((current) => ({ ...current, title: '', slug: '' }));
    setHidden(false);
  }

  async function move(index: number, by: -1 | 1) {
    if (!boards) return;
    const order = boards.map((b) => b.boardId);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    const answer = await ownerCall(reorderBoards, { spaceId, boardIds: order }, t('saved'));
    if (answer) setBoards(answer.boards);
  }

  async function setVisible({ boardId, title, slug, description, mode }: Board, visible: boolean) {
    const board = { title, slug, description, mode, visible };
    const answer = await ownerCall(updateBoard, { spaceId, boardId, board }, t('saved'));
    if (answer)
      setBoards((current) =>
        (current ?? []).map((b) => (b.boardId === boardId ? answer.board : b)),
      );
  }

  async function remove({ boardId, title }: Board) {
    const answer = await ownerCall(deleteBoard, { spaceId, boardId }, t('deleted'), {
      title: t('deleteTitle'),
      description: t('deleteBody', { title }),
      confirmLabel: t('delete'),
    });
    if (answer) setBoards((current) => (current ?? []).filter((b) => b.boardId !== boardId));
  }

  const full = (boards?.length ?? 0) >= LIMITS.boardsPerSpace;
  return (
    <section
      aria-labelledby="boards-heading"
      className="space-y-4 rounded-lg border border-line bg-surface p-6"
      data-testid="boards-panel"
    >
      <header className="space-y-1">
        <h2 id="boards-heading" className="text-lg font-semibold text-fg">
          {t('panelTitle')}
        </h2>
        <p className="text-sm text-fg-muted">{t('panelHint', { max: LIMITS.boardsPerSpace })}</p>
      </header>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      {loaded.error !== null && <LoadFailed error={loaded.error} onRetry={loaded.retry} />}
      {boards === undefined && loaded.error === null && (
        <Loading state={loaded.pending} onRetry={loaded.retry} />
      )}
      {boards?.length === 0 && <p className="text-sm text-fg-muted">{t('panelEmpty')}</p>}
      {boards && boards.length > 0 && (
        <ul className="divide-y divide-line rounded-md border border-line" data-testid="board-rows">
          {boards.map((board, i) => (
            <li key={board.boardId} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
              <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                <Link
                  to={board.slug}
                  className="block font-medium [overflow-wrap:anywhere] text-fg hover:underline"
                  data-testid="board-row-link"
                >
                  {board.title}
                </Link>
                <span className="block text-xs text-fg-subtle">
                  /{board.slug} · {t(modeLabelKey(board.mode))} ·{' '}
                  {t('postCount', { count: board.postCount })}
                </span>
              </div>
              <Switch
                label={t('visible')}
                checked={board.visible}
                onCheckedChange={(on) => setVisible(board, on)}
              />
              <div className="ml-auto flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  color="neutral"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`${t('moveUp')}: ${board.title}`}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  color="neutral"
                  disabled={i === boards.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`${t('moveDown')}: ${board.title}`}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  color="error"
                  onClick={() => remove(board)}
                  aria-label={`${t('delete')}: ${board.title}`}
                >
                  {t('delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-fg-muted">{t('limitReached', { max: LIMITS.boardsPerSpace })}</p>
      ) : (
        <AsyncForm
          className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
          scriptNote={ui('needsScript')}
          onSubmit={create}
        >
          <BoardFields fields={fields} errors={fieldErrors} onChange={setFields} />
          <Button type="submit">{t('newBoard')}</Button>
          <div className="space-y-1 sm:col-span-4">
            <p className="text-sm text-fg-muted">{t('createVisibleHint')}</p>
            <label className="flex min-h-11 w-fit cursor-pointer items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                className="size-5 accent-accent"
                checked={hidden}
                onChange={(event) => setHidden(event.target.checked)}
              />
              {t('createHidden')}
            </label>
          </div>
        </AsyncForm>
      )}
    </section>
  );
}
