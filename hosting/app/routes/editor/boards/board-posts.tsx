// A board's posts section in its editor: the owner's own post, the tabs (every post, the queue),
// the posts, and older ones while there are more.
import { LIMITS, type Board } from '@spaces/contracts';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadFailed } from '../../../components/ui/load-failed';
import { BoardPostRow } from './board-post-row';
import { useBoardPosts } from './use-board-posts';

export function BoardPosts({ spaceId, board }: { spaceId: string; board: Board }) {
  const t = useT('boards');
  const {
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
  } = useBoardPosts(spaceId, board);

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
      {loadError !== null && <LoadFailed error={loadError} onRetry={() => load()} />}
      {posts?.length === 0 && (
        <p className="text-sm text-fg-muted">
          {filter === 'queue' ? t('queueEmpty') : t('noPosts')}
        </p>
      )}
      <ul className="space-y-3" data-testid="editor-posts">
        {(posts ?? []).map((post) => (
          <BoardPostRow
            key={post.postId}
            post={post}
            editText={editing === post.postId ? editText : null}
            onEditText={setEditText}
            onEdit={() => {
              setEditing(post.postId);
              setEditText(post.body);
            }}
            onSave={() => saveEdit(post.postId)}
            onCancel={() => setEditing(null)}
            onChange={(changeTo, message) => change(post, changeTo, message)}
            onDelete={() => remove(post)}
            onBlock={() => block(post)}
          />
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
