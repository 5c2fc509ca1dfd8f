// What can be done to every selected message at once, in the inbox's selection bar; the archive
// button undoes in the archive, and release is offered among the held.
import { useT } from '../../../i18n/use-t';
import type { InboxQuery } from '../../../lib/messages/inbox-query';
import type { OnChange } from './use-inbox-messages';
import { BulkAction } from '../moderation/bulk-action';

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
      <BulkAction onClick={() => onChange({ read: true }, t('markedRead'))}>
        {t('markRead')}
      </BulkAction>
      <BulkAction onClick={() => onChange({ read: false }, t('markedUnread'))}>
        {t('markUnread')}
      </BulkAction>
      <BulkAction onClick={() => onChange({ starred: true }, t('starred'))}>{t('star')}</BulkAction>
      <BulkAction
        onClick={() =>
          onChange({ archived: !archived }, archived ? t('unarchived') : t('archived'))
        }
      >
        {archived ? t('unarchive') : t('archive')}
      </BulkAction>
      {query.filter === 'held' && (
        <BulkAction onClick={() => onChange({ release: true }, t('released'))}>
          {t('release')}
        </BulkAction>
      )}
      <BulkAction danger onClick={onDelete}>
        {t('delete')}
      </BulkAction>
    </>
  );
}
