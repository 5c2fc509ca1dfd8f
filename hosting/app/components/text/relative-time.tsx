// When something was sent, as "3 minutes ago" in the page's language (lib/messages/relative-time.ts),
// with the exact moment in the element for machines.
import { useLang } from '../../i18n/use-t';
import { relativeTime } from '../../lib/messages/relative-time';

export function RelativeTime({
  at,
  now,
  className,
}: {
  at: string;
  now: number;
  className?: string;
}) {
  const lang = useLang();
  return (
    <time dateTime={at} className={className}>
      {relativeTime(lang, at, now)}
    </time>
  );
}
