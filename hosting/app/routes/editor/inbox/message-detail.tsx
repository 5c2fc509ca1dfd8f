// An open message: its whole text and what can be done to it — read or release, the wall, archive,
// the read-aloud stage for a letter, block the sender, delete, and a private reply for its receipt.
import type { InboxMessage, MessageChange } from '@spaces/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArchiveIcon, BlockIcon, ReadAloudIcon } from '../../../components/icons/message-icons';
import { EyeIcon, EyeOffIcon, TrashIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { AnswerPanel } from './answer-panel';
import { ReplyForm } from './reply-form';
import { useStageQueue } from './stage-queue-state';
import type { OnChange } from './use-inbox-messages';

/** What the owner can do to an open message, each answered by the inbox list. */
export interface MessageActions {
  onChange: OnChange;
  onDelete: () => Promise<void>;
  onBlock: () => Promise<void>;
  onReply: (body: string) => Promise<boolean>;
}

export function MessageDetail({
  id,
  message,
  slug,
  onChange,
  onDelete,
  onBlock,
  onReply,
}: {
  id: string;
  message: InboxMessage;
  slug: string;
} & MessageActions) {
  const t = useT('inbox');
  const queue = useStageQueue();
  const queued = queue?.ids.includes(message.messageId) === true;
  return (
    <div id={id} className="space-y-3 px-4 pb-4 sm:pl-[4.25rem]">
      <p
        className="text-[15px] leading-[1.7] break-words whitespace-pre-line text-neutral-900"
        data-testid="message-body"
      >
        {message.body}
      </p>
      {/* Touch-sized on phones, compact where a pointer is precise. */}
      <div className="flex flex-wrap gap-2 [&>*]:min-h-11 sm:[&>*]:min-h-8">
        {message.held ? (
          <ChangeButton
            solid
            onChange={onChange}
            change={{ release: true }}
            done={t('released')}
            label={t('release')}
          />
        ) : (
          <ChangeButton
            onChange={onChange}
            change={{ read: !message.read }}
            done={message.read ? t('markedUnread') : t('markedRead')}
            label={message.read ? t('markUnread') : t('markRead')}
          />
        )}
        {message.kind === 'fanMessage' &&
          !message.held &&
          (message.wall === 'approved' ? (
            <ChangeButton
              onChange={onChange}
              change={{ wall: 'hidden' }}
              done={t('hiddenFromWall')}
              label={t('hideFromWall')}
              icon={<EyeOffIcon className="size-4" />}
            />
          ) : (
            <ChangeButton
              color="primary"
              onChange={onChange}
              change={{ wall: 'approved' }}
              done={t('approvedToWall')}
              label={t('approveToWall')}
              icon={<EyeIcon className="size-4" />}
            />
          ))}
        <ChangeButton
          onChange={onChange}
          change={{ archived: !message.archived }}
          done={message.archived ? t('unarchived') : t('archived')}
          label={message.archived ? t('unarchive') : t('archive')}
          icon={<ArchiveIcon className="size-4" />}
        />
        {message.kind === 'letter' && (
          <Link
            to={`/s/${slug}/messages/${message.messageId}/read`}
            className="inline-flex min-h-8 items-center gap-1.5 rounded-md px-3 text-sm text-neutral-700 ring-1 ring-neutral-300 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:outline-none"
          >
            <ReadAloudIcon className="size-4" />
            {t('readAloud')}
          </Link>
        )}
        {queue && !message.held && (
          <Button
            size="sm"
            variant="outline"
            color="neutral"
            aria-pressed={queued}
            onClick={() => queue.toggle(message.messageId)}
            data-testid="queue-toggle"
          >
            {queued ? t('queueRemove') : t('queueAdd')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          color="neutral"
          leading={<BlockIcon className="size-4" />}
          onClick={onBlock}
        >
          {t('block')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          color="error"
          leading={<TrashIcon className="size-4" />}
          onClick={onDelete}
        >
          {t('delete')}
        </Button>
      </div>
      {!message.held && <AnswerPanel message={message} slug={slug} />}
      <ReplyForm key={message.reply?.at ?? 'new'} message={message} onReply={onReply} />
    </div>
  );
}

/** A button that makes one change to the message, and the toast that says it was made. */
function ChangeButton({
  onChange,
  change,
  done,
  label,
  icon,
  color = 'neutral',
  solid = false,
}: {
  onChange: OnChange;
  change: MessageChange;
  done: string;
  label: string;
  icon?: ReactNode;
  color?: 'neutral' | 'primary';
  /** The one action a held message waits for: drawn solid, in the accent. */
  solid?: boolean;
}) {
  return (
    <Button
      size="sm"
      {...(solid ? {} : { variant: 'outline' as const, color })}
      {...(icon && { leading: icon })}
      onClick={() => onChange(change, done)}
    >
      {label}
    </Button>
  );
}
