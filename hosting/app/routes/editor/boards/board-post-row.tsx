// One post in a board's editor: who wrote it, its status and time, its text (or the owner's edit
// of it), and what can be done to it — approve, pin, hide or show, edit, block the sender, delete.
import { type BoardPost, type BoardPostChange, formatDate, LIMITS } from '@spaces/contracts';
import { SpaceImage } from '../../../components/image/space-image';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';
import { useLang, useT } from '../../../i18n/use-t';
import type { ReactNode } from 'react';

export function BoardPostRow({
  post,
  select,
  editText,
  onEditText,
  onEdit,
  onSave,
  onCancel,
  onChange,
  onDelete,
  onBlock,
}: {
  post: BoardPost;
  /** Its checkbox in the list's selection (components/moderation/moderation-list.tsx). */
  select: ReactNode;
  /** The text of the owner's edit while this post is being edited; null otherwise. */
  editText: string | null;
  onEditText: (text: string) => void;
  onEdit: () => void;
  onSave: () => Promise<void>;
  onCancel: () => void;
  onChange: (change: BoardPostChange, message: string) => Promise<void>;
  onDelete: () => Promise<void>;
  onBlock: () => Promise<void>;
}) {
  const t = useT('boards');
  const lang = useLang();
  const statusLabel = {
    published: t('statusPublished'),
    pending: t('statusPending'),
    held: t('statusHeld'),
    hidden: t('statusHidden'),
  }[post.status];
  const hidden = post.status === 'hidden';
  return (
    <li
      className="space-y-2 rounded-md border border-line p-3"
      data-testid="editor-post"
      data-status={post.status}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
        {select}
        <span className="font-semibold text-fg">
          {post.byOwner ? t('owner') : post.name || t('anonymous')}
        </span>
        <span className="rounded-full bg-surface-muted px-2 py-0.5">{statusLabel}</span>
        {post.removedByOperator && (
          <span
            className="rounded-full bg-warning-50 px-2 py-0.5 text-warning-900"
            data-testid="removed-by-operator"
          >
            {t('removedByOperator')}
          </span>
        )}
        {post.pinned && <span>{t('pinned')}</span>}
        <time dateTime={post.createdAt}>{formatDate(lang, post.createdAt)}</time>
      </div>
      {editText !== null ? (
        <div className="space-y-2">
          <TextArea
            label={t('editPost')}
            maxLength={LIMITS.boardPostMaxLength}
            value={editText}
            onChange={(event) => onEditText(event.target.value)}
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={onSave}>
              {t('save')}
            </Button>
            <Button size="sm" variant="ghost" color="neutral" onClick={onCancel}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : (
        post.body !== '' && (
          <p className="text-sm break-words whitespace-pre-line text-fg">{post.body}</p>
        )
      )}
      {post.image && (
        <SpaceImage
          image={post.image}
          sizes="(min-width: 640px) 320px, 80vw"
          alt={t('imageAlt', { name: post.name || t('anonymous') })}
          className="h-auto max-h-80 w-auto max-w-full rounded-md"
        />
      )}
      <div className="flex flex-wrap gap-1">
        {(post.status === 'pending' || post.status === 'held') && (
          <Button size="sm" onClick={() => onChange({ status: 'published' }, t('approved'))}>
            {t('approve')}
          </Button>
        )}
        {post.status === 'published' && (
          <Button
            size="sm"
            variant="outline"
            color="neutral"
            onClick={() => onChange({ pinned: !post.pinned }, t('saved'))}
          >
            {post.pinned ? t('unpin') : t('pin')}
          </Button>
        )}
        {!post.removedByOperator && (
          <Button
            size="sm"
            variant="outline"
            color="neutral"
            onClick={() => onChange({ status: hidden ? 'published' : 'hidden' }, t('saved'))}
          >
            {hidden ? t('show') : t('hide')}
          </Button>
        )}
        {post.byOwner && editText === null && (
          <Button size="sm" variant="ghost" color="neutral" onClick={onEdit}>
            {t('editPost')}
          </Button>
        )}
        {!post.byOwner && (
          <Button size="sm" variant="ghost" color="neutral" onClick={onBlock}>
            {t('blockSender')}
          </Button>
        )}
        <Button size="sm" variant="ghost" color="error" onClick={onDelete}>
          {t('deletePost')}
        </Button>
      </div>
    </li>
  );
}
