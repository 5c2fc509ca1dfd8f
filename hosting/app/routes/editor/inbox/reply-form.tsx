// The owner's private reply to one message: written, edited or removed here, shown only on that
// message's receipt (the sender's private page). Nothing else reaches the sender.
import { LIMITS, type InboxMessage } from '@spaces/contracts';
import { useState } from 'react';
import { AsyncForm } from '../../../components/ui/async-form';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';

export function ReplyForm({
  message,
  onReply,
}: {
  message: InboxMessage;
  /** Saves the reply (an empty body removes it); false when the call failed. */
  onReply: (body: string) => Promise<boolean>;
}) {
  const t = useT('inbox');
  const saved = message.reply?.body ?? '';
  const [body, setBody] = useState(saved);
  const [open, setOpen] = useState(saved !== '');
  const over = body.length > LIMITS.replyMaxLength;
  if (!open)
    return (
      <Button
        size="sm"
        variant="outline"
        color="primary"
        onClick={() => setOpen(true)}
        data-testid="reply-open"
      >
        {t('reply')}
      </Button>
    );
  return (
    <AsyncForm
      scriptNote={t('replyNeedsScript')}
      className="space-y-2 rounded-lg bg-neutral-50 p-3"
      aria-label={t('reply')}
      onSubmit={async () => {
        if (over) return;
        await onReply(body.trim());
      }}
    >
      <TextArea
        label={t('replyLabel')}
        hint={t('replyHint', { max: LIMITS.replyMaxLength })}
        error={over ? t('replyTooLong', { max: LIMITS.replyMaxLength }) : null}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        rows={3}
        data-testid="reply-body"
      />
      <div className="flex flex-wrap gap-2 [&>*]:min-h-11 sm:[&>*]:min-h-8">
        <Button
          type="submit"
          size="sm"
          disabled={body.trim() === '' || over}
          data-testid="reply-save"
        >
          {saved ? t('replyUpdate') : t('replySend')}
        </Button>
        {saved && (
          <Button
            size="sm"
            variant="ghost"
            color="error"
            onClick={() => onReply('')}
            data-testid="reply-delete"
          >
            {t('replyDelete')}
          </Button>
        )}
      </div>
    </AsyncForm>
  );
}
