// A board's posts section in its editor: the owner's own post, the tabs (every post, the queue),
// and the posts as a moderation list (components/moderation/): approve, hide or delete the
// selected ones, each post's own actions, and older ones while there are more.
import { LIMITS, type Board } from '@spaces/contracts';
import { AsyncForm } from '../../../components/ui/async-form';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { FormAlert } from '../../../components/form/form-alert';
import { ModerationList } from '../../../components/moderation/moderation-list';
import { BoardPostRow } from './board-post-row';
import { useBoardPosts } from './use-board-posts';
import { BulkAction } from '../moderation/bulk-action';
import { EditorCard } from '../shell/editor-card';

export function BoardPosts({ spaceId, board }: { spaceId: string; board: Board }) {
  const t = useT('boards');
  const ui = useT('ui');
  const list = useBoardPosts(spaceId, board);
  const older = list.next;

  return (
    <EditorCard id="board-posts" title={t('ownPost')} className="space-y-4 p-6">
      {list.formError && <FormAlert tone="error">{list.formError}</FormAlert>}
      <AsyncForm className="space-y-3" scriptNote={ui('needsScript')} onSubmit={list.publish}>
        <TextArea
          label={t('postBody')}
          name="body"
          required
          maxLength={LIMITS.boardPostMaxLength}
          placeholder={t('ownPostPlaceholder')}
          value={list.draft}
          onChange={(event) => list.setDraft(event.target.value)}
        />
        <Button type="submit" disabled={list.draft.trim() === ''}>
          {t('publish')}
        </Button>
      </AsyncForm>
      <div role="tablist" className="flex gap-2 border-b border-line">
        {(['all', 'queue'] as const).map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={list.filter === f}
            onClick={() => list.setFilter(f)}
            className="-mb-px min-h-11 border-b-2 border-transparent px-3 text-sm text-fg-muted aria-selected:border-accent aria-selected:font-semibold aria-selected:text-fg"
          >
            {f === 'all' ? t('allPosts') : t('queueCount', { count: list.queued })}
          </button>
        ))}
      </div>
      <ModerationList
        items={list.posts}
        idOf={(post) => post.postId}
        selection={list.selected}
        onSelect={list.setSelected}
        selectLabel={(post) =>
          t('selectPost', { name: post.byOwner ? t('owner') : post.name || t('anonymous') })
        }
        bulkActions={(ids) => {
          const postIds = ids.slice(0, LIMITS.boardPostsEditPageSize);
          return (
            <>
              {/* Approving is what the queue is for; among every post it would show hidden ones. */}
              {list.filter === 'queue' && (
                <BulkAction
                  onClick={() => list.change(postIds, { status: 'published' }, t('approved'))}
                >
                  {t('approve')}
                </BulkAction>
              )}
              <BulkAction onClick={() => list.change(postIds, { status: 'hidden' }, t('saved'))}>
                {t('hide')}
              </BulkAction>
              <BulkAction danger onClick={() => list.remove(postIds)}>
                {t('deletePost')}
              </BulkAction>
            </>
          );
        }}
        empty={list.filter === 'queue' ? t('queueEmpty') : t('noPosts')}
        listClassName="space-y-3"
        listTestId="editor-posts"
        load={list.load}
        renderRow={(post, select) => (
          <BoardPostRow
            post={post}
            select={select}
            editText={list.editing === post.postId ? list.editText : null}
            onEditText={list.setEditText}
            onEdit={() => {
              list.setEditing(post.postId);
              list.setEditText(post.body);
            }}
            onSave={() => list.saveEdit(post.postId)}
            onCancel={() => list.setEditing(null)}
            onChange={(changeTo, message) => list.change([post.postId], changeTo, message)}
            onDelete={() => list.remove([post.postId])}
            onBlock={() => list.block(post)}
          />
        )}
        more={
          older !== undefined
            ? { label: t('olderPosts'), onMore: () => list.loadOlder(older) }
            : undefined
        }
      />
    </EditorCard>
  );
}
