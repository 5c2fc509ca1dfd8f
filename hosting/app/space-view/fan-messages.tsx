// The public top page's message parts: the "write a letter" card, the fan-message box, and the
// wall of approved fan messages (its first page comes with the public document; "show more"
// is an island that asks listWallMessages with the cursor).
import type { SentAnswer } from './send-form-answer';
import {
  FAN_MESSAGE_BOX_ID,
  type PublicFanMessageBox,
  type PublicLetterBox,
  type WallMessage,
} from '@spaces/contracts';
import { Link } from 'react-router';
import { ChatIcon, LetterIcon } from '../components/icons/message-icons';
import { useT } from '../i18n/use-t';
import { Island } from '../islands/island';
import type { PageAnswer } from '../lib/send-form';
import { ReviewingNote } from './reviewing-note';
import { boxSettings, SendFormIsland } from './send-form-island';
import { WallItem } from './wall-more';
import { Phrases } from '../components/text/phrases';

export function LetterCard({ slug, letterBox }: { slug: string; letterBox: PublicLetterBox }) {
  const t = useT('fan');
  const intro = letterBox.intro.split('\n')[0];
  return (
    <Link
      to={`/${slug}/letter`}
      data-testid="letter-card"
      className="space-surface flex w-full items-center gap-4 rounded-2xl p-4 shadow-sm ring-1 ring-line hover:ring-2 hover:ring-accent focus-visible:ring-2 focus-visible:ring-fg focus-visible:outline-none motion-safe:transition-shadow"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent">
        <LetterIcon className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="space-heading block text-base font-bold">{t('writeLetter')}</span>
        <span className="mt-0.5 line-clamp-2 text-sm text-fg-muted">
          {intro || t('writeLetterHint')}
        </span>
      </span>
      <span aria-hidden="true" className="text-xl text-fg-muted">
        ›
      </span>
    </Link>
  );
}

export function FanMessageSection({
  slug,
  box,
  reviewing,
  now,
  answer,
  siteOrigin,
}: {
  slug: string;
  box: PublicFanMessageBox;
  siteOrigin: string;
  /** Raid mode: sends are held for the owner's review. */
  reviewing: boolean;
  now: number;
  /** The page answers a fan message sent without JavaScript. */
  answer?: PageAnswer<SentAnswer> | undefined;
}) {
  const t = useT('fan');
  return (
    <section
      id={FAN_MESSAGE_BOX_ID}
      aria-labelledby="fan-message-heading"
      className="w-full scroll-mt-4 space-y-6"
    >
      <div className="space-surface space-y-4 rounded-2xl p-5 shadow-sm ring-1 ring-line">
        <h2
          id="fan-message-heading"
          className="space-heading flex items-center gap-2 text-lg font-bold"
        >
          <ChatIcon className="size-5" />
          <Phrases>{t('fanMessageHeading')}</Phrases>
        </h2>
        {reviewing && !box.paused && <ReviewingNote />}
        <SendFormIsland
          kind="fanMessage"
          slug={slug}
          {...boxSettings(box)}
          nameMode="optional"
          quickPhrases={box.quickPhrases}
          bodyLabel={box.prompt || t('fanMessageDefaultPrompt')}
          rows={3}
          siteOrigin={siteOrigin}
          {...answer}
        />
      </div>
      {box.wall && <Wall slug={slug} first={box.wall} next={box.wallNext} now={now} />}
    </section>
  );
}

function Wall({
  slug,
  first,
  next,
  now,
}: {
  slug: string;
  first: WallMessage[];
  next: string | undefined;
  now: number;
}) {
  const t = useT('fan');
  return (
    <div className="space-y-3">
      <h3 className="px-1 text-sm font-semibold text-fg">{t('wallHeading')}</h3>
      {first.length === 0 ? (
        <p className="px-1 text-sm text-fg-muted">{t('wallEmpty')}</p>
      ) : (
        <ul className="space-y-3" data-testid="fan-wall">
          {first.map((message) => (
            <WallItem key={message.messageId} message={message} now={now} />
          ))}
        </ul>
      )}
      {next && (
        <Island name="wallMore" props={{ slug, next, shown: first.map((m) => m.messageId), now }} />
      )}
    </div>
  );
}
