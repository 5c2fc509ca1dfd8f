// What a visitor's send form says once it has sent, whichever its kind: where the send went (sent,
// held for a review, posted, awaiting approval), the creator's thanks and the receipt of a message,
// and the way to write another — the same whether the answer came as JSON to the form's island or
// as the page the server rendered after a post without JavaScript (then it is an island of its
// own). The form's island loads this only once it sends, so a page's first load does not carry it.
import type { SendFormKind, SentStatus } from '@spaces/contracts';
import { useEffect, useRef } from 'react';
import { CheckIcon } from '../components/icons/ui-icons';
import { SpaceImage } from '../components/image/space-image';
import { Button } from '../components/ui/button';
import { buttonClasses } from '../components/ui/button-styles';
import { cn } from '../components/ui/cn';
import type { Translate } from '../i18n/translate';
import { useT } from '../i18n/use-t';
import { hasText } from '../lib/messages/text';
import { ReceiptLink } from './receipt-link';
import type { Sent } from './send-form-answer';

function heading(t: Translate<'send'>, kind: SendFormKind, status: SentStatus): string {
  if (kind === 'letter') return t('sentLetter');
  if (kind === 'fanMessage') return t('sentFanMessage');
  return status === 'published'
    ? t('sentPublished')
    : status === 'pending'
      ? t('sentPending')
      : t('sentHeld');
}

const ANOTHER = {
  letter: 'sendAnotherLetter',
  fanMessage: 'sendAnotherFanMessage',
  boardPost: 'postAnother',
} as const;

/** A 44 px target in the page's button shape, quieter than the send button. */
const QUIET =
  'min-h-11 px-5 rounded-(--space-button-radius)! text-fg! ring-line-strong! hover:bg-surface-muted!';

export function SendFormSent({
  kind,
  sent,
  page,
  siteOrigin,
  onAnother,
}: {
  kind: SendFormKind;
  sent: Sent;
  /** The form's page, which opens the empty form (and a board's latest posts). */
  page: string;
  siteOrigin: string;
  /** After a script's send the form resets in place; after the page's answer it is a link. */
  onAnother?: (() => void) | undefined;
}) {
  const t = useT('send');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const { status, thanks, receipt } = sent;
  return (
    <section
      className="space-y-4 py-2 text-center"
      role="status"
      // The journeys tell a message's thanks from where a post went.
      data-testid={kind === 'boardPost' ? 'post-sent' : 'sent-thanks'}
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-on-accent">
        <CheckIcon className="size-6" />
      </span>
      <h3
        ref={title}
        tabIndex={-1}
        className="text-lg font-bold text-fg focus:outline-none"
        data-status={status}
      >
        {heading(t, kind, status)}
      </h3>
      {kind !== 'boardPost' && status === 'held' && (
        <p
          className="rounded-lg bg-accent-soft p-3 text-sm text-fg ring-1 ring-line"
          data-testid="sent-held"
        >
          {t('heldNote')}
        </p>
      )}
      {thanks?.image && (
        <SpaceImage
          image={thanks.image}
          sizes="(min-width: 560px) 480px, 90vw"
          priority
          className="mx-auto max-h-72 w-auto rounded-xl object-contain"
        />
      )}
      {thanks && hasText(thanks.text) && (
        // The creator's own words, set apart as a note from them.
        <p
          className="rounded-2xl bg-accent-soft px-4 py-3 text-base leading-[1.7] whitespace-pre-line text-fg"
          data-testid="thanks-text"
        >
          {thanks.text}
        </p>
      )}
      {receipt && <ReceiptLink href={receipt} siteOrigin={siteOrigin} />}
      <div className="flex flex-wrap justify-center gap-2">
        {onAnother ? (
          <Button variant="outline" color="neutral" onClick={onAnother} className={QUIET}>
            {t(ANOTHER[kind])}
          </Button>
        ) : (
          // A link, so that it works without a script; the page it opens is the empty form.
          <a
            href={page}
            className={cn(buttonClasses({ variant: 'outline', color: 'neutral' }), QUIET)}
          >
            {t(ANOTHER[kind])}
          </a>
        )}
        {status === 'published' && (
          <a
            href={page}
            className={cn(buttonClasses({ variant: 'ghost', color: 'neutral' }), 'min-h-11 px-5')}
          >
            {t('reload')}
          </a>
        )}
      </div>
    </section>
  );
}
