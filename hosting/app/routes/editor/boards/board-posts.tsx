// A board's posts section in its editor: the owner's own post, the tabs (every post, the queue),
// and the posts as a moderation list (components/moderation/): approve, hide or delete the
// selected ones, each post's own actions, and older ones while there are more.
import { LIMITS, type Board } from '@spaces/contracts';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { FormAlert } from '../../../components/form/form-alert';
import { ModerationList } from '../../../components/moderation/moderation-list';
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
    load,
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
      <ModerationList
        items={posts}
        idOf={(post) => post.postId}
        selection={selected}
        onSelect={setSelected}
        selectLabel={(post) =>
          t('selectPost', { name: post.byOwner ? t('owner') : post.name || t('anonymous') })
        }
        bulkActions={(ids) => {
          const postIds = ids.slice(0, LIMITS.boardPostsEditPageSize);
          return (
            <>
              <Button
                size="sm"
                variant="ghost"
                color="neutral"
                onClick={() => change(postIds, { status: 'published' }, t('approved'))}
              >
                {t('approve')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                color="neutral"
                onClick={() => change(postIds, { status: 'hidden' }, t('saved'))}
              >
                {t('hide')}
              </Button>
              <Button size="sm" variant="ghost" color="error" onClick={() => remove(postIds)}>
                {t('deletePost')}
              </Button>
            </>
          );
        }}
        empty={filter === 'queue' ? t('queueEmpty') : t('noPosts')}
        listClassName="space-y-3"
        listTestId="editor-posts"
        load={load}
        renderRow={(post, select) => (
          <BoardPostRow
            post={post}
            select={select}
            editText={editing === post.postId ? editText : null}
            onEditText={setEditText}
            onEdit={() => {
              setEditing(post.postId);
              setEditText(post.body);
            }}
            onSave={() => saveEdit(post.postId)}
            onCancel={() => setEditing(null)}
            onChange={(changeTo, message) => change([post.postId], changeTo, message)}
            onDelete={() => remove([post.postId])}
            onBlock={() => block(post)}
          />
        )}
        more={
          next !== undefined ? { label: t('olderPosts'), onMore: () => loadOlder(next) } : undefined
        }
      />
    </section>
  );
}
