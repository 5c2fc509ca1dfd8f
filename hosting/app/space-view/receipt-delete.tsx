// A sender deletes their unread message from its receipt: a plain form posted to /_send, so it
// works without a script; the island posts the same form with fetch and answers in place.
import { DELETE_MESSAGE_FORM_KIND, SEND_FORM_ACTION } from '@spaces/contracts';
import { useState } from 'react';
import { AsyncForm } from '../components/ui/async-form';
import { Button } from '../components/ui/button';
import { useLang, useT } from '../i18n/use-t';
import { toCallError } from '../lib/call-error';
import { postSendForm, refusalMessage } from '../lib/send-form';
import { FormAlert } from '../components/form/form-alert';

export interface ReceiptDeleteProps {
  slug: string;
  token: string;
  /** The creator's display name. */
  name: string;
}

export function ReceiptDelete({ slug, token, name }: ReceiptDeleteProps) {
  const t = useT('fan');
  const lang = useLang();
  const [deleted, setDeleted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (deleted)
    return (
      <p role="status" className="text-sm text-fg" data-testid="receipt-deleted">
        {t('deletedMessage')}
      </p>
    );
  return (
    <AsyncForm
      action={SEND_FORM_ACTION}
      className="space-y-2"
      onSubmit={async (form) => {
        setError(null);
        try {
          await postSendForm(form);
          setDeleted(true);
        } catch (failure) {
          setError(refusalMessage(lang, toCallError(failure)));
        }
      }}
    >
      <input type="hidden" name="kind" value={DELETE_MESSAGE_FORM_KIND} />
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="token" value={token} />
      <p className="text-xs text-fg-muted">{t('deleteNote', { name })}</p>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Button
        type="submit"
        variant="outline"
        color="error"
        className="min-h-11 rounded-(--space-button-radius)!"
        data-testid="receipt-delete"
      >
        {t('deleteMessage')}
      </Button>
    </AsyncForm>
  );
}
