// The fan-message wall past its first page: the first page is HTML from the public document; this
// island asks listWallMessages for the next ones when the visitor taps "show more".
import type { listWallMessages, WallMessage } from '@spaces/contracts';
import { RelativeTime } from '../components/text/relative-time';
import { Button } from '../components/ui/button';
import { useT } from '../i18n/use-t';
import { callAsVisitor } from '../lib/visitor-calls';
import { useMorePages } from './use-more-pages';

export function WallItem({ message, now }: { message: WallMessage; now: number }) {
  const t = useT('fan');
  return (
    <li className="flex flex-col items-start gap-1">
      <p className="space-surface max-w-full rounded-2xl rounded-bl-md px-4 py-2.5 text-[15px] leading-[1.7] break-words whitespace-pre-line shadow-xs">
        {message.body}
      </p>
      <p className="px-2 text-xs text-fg-muted">
        {message.name || t('anonymous')} · <RelativeTime at={message.createdAt} now={now} />
      </p>
    </li>
  );
}

export function WallMore({
  slug,
  next: firstNext,
  shown,
  now,
}: {
  slug: string;
  next: string;
  /** The ids on the first page: a message approved since the page was built may come again. */
  shown: readonly string[];
  now: number;
}) {
  const t = useT('fan');
  const { items, next, error, more } = useMorePages<WallMessage>({
    next: firstNext,
    shown,
    idOf: (message) => message.messageId,
    load: async (cursor) => {
      const page = await callAsVisitor<typeof listWallMessages>('listWallMessages', {
        slug,
        cursor,
      });
      return { items: page.messages, next: page.next };
    },
  });

  return (
    <>
      {items.length > 0 && (
        <ul className="space-y-3" data-testid="fan-wall-more">
          {items.map((message) => (
            <WallItem key={message.messageId} message={message} now={now} />
          ))}
        </ul>
      )}
      {error && (
        <p className="space-surface rounded-lg px-3 py-2 text-sm text-danger" role="alert">
          {error}
        </p>
      )}
      {next && (
        <Button
          variant="ghost"
          color="neutral"
          block
          onClick={more}
          className="text-fg! hover:bg-(--color-line)!"
        >
          {t('showMore')}
        </Button>
      )}
    </>
  );
}
