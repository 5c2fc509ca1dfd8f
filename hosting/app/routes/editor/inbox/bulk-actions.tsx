// What can be done to every selected message at once, in the inbox's selection bar; the archive
// button undoes in the archive, and release is offered among the held.
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import type { InboxQuery } from '../../../lib/messages/inbox-query';
import type { OnChange } from './use-inbox-messages';

export function BulkActions({
  query,
  onChange,
  onDelete,
}: {
  query: InboxQuery;
  onChange: OnChange;
  onDelete: () => Promise<void>;
}) {
  const t = useT('inbox');
  const archived = query.filter === 'archived';
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        color="neutral"
        onClick={() => onChange({ read: true }, t('markedRead'))}
      >
        {t('markRead')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        color="neutral"
        onClick={() => onChange({ read: false }, t('markedUnread'))}
      >
        {t('markUnread')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        color="neutral"
        onClick={() => onChange({ starred: true }, t('starred'))}
      >
        {t('star')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        color="neutral"
        onClick={() =>
          onChange({ archived: !archived }, archived ? t('unarchived') : t('archived'))
        }
      >
        {archived ? t('unarchive') : t('archive')}
      </Button>
      {query.filter === 'held' && (
        <Button
          size="sm"
          variant="ghost"
          color="neutral"
          onClick={() => onChange({ release: true }, t('released'))}
        >
          {t('release')}
        </Button>
      )}
      <Button size="sm" variant="ghost" color="error" onClick={onDelete}>
        {t('delete')}
      </Button>
    </>
  );
}
