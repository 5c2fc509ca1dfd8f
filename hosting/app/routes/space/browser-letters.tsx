// "Sent from this browser" on the letter page and the top page (decision 068): the letters and fan
// messages this browser sent to the space, newest first, each with its state and its receipt.
// Plain HTML: reading it and removing an entry (a form posted to /_send, which changes only the
// cookie) need no JavaScript.
import { FORGET_LETTER_FORM_KIND, SEND_FORM_ACTION } from '@spaces/contracts';
import { useT } from '../../i18n/use-t';
import type { BrowserLetters } from '../../lib/letters.server';
import { useReceiptStateWords } from './receipt-state';
import { When } from './sent-time';
import { Phrases } from '../../components/text/phrases';

const ACTION =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm text-fg ring-1 ring-line-strong hover:bg-(--color-line) focus-visible:ring-2 focus-visible:ring-fg focus-visible:outline-none';

export function BrowserLetterList({
  letters,
  slug,
  page,
  name,
}: {
  letters: BrowserLetters;
  slug: string;
  /** The page the list is on, where removing an entry returns to. */
  page: 'letter' | 'top';
  /** The creator's display name. */
  name: string;
}) {
  const t = useT('fan');
  const stateText = useReceiptStateWords(name);
  if (letters.entries.length === 0) return null;
  return (
    <section
      aria-labelledby="browser-letters-heading"
      className="space-surface w-full space-y-3 rounded-2xl p-5 shadow-sm ring-1 ring-line"
      data-testid="browser-letters"
    >
      <h2 id="browser-letters-heading" className="space-heading text-base font-bold">
        <Phrases>{t('lettersHeading')}</Phrases>
      </h2>
      <p className="text-xs leading-relaxed text-fg-muted">{t('lettersNote', { name })}</p>
      <ol className="space-y-3">
        {letters.entries.map((entry) => (
          <li
            key={entry.token}
            className="space-y-2 rounded-xl p-3 ring-1 ring-line"
            data-testid="browser-letter"
            data-state={entry.state}
          >
            <p className="text-xs text-fg-muted">
              {entry.kind === 'fanMessage' ? t('kindFanMessage') : t('kindLetter')}
              {' · '}
              <When at={entry.sentAt} />
            </p>
            {entry.excerpt !== undefined && (
              <p className="line-clamp-2 text-sm break-words text-fg">{entry.excerpt}</p>
            )}
            <p className="text-sm font-medium text-fg" data-testid="browser-letter-state">
              {stateText[entry.state]}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <a href={entry.href} className={ACTION} data-testid="browser-letter-receipt">
                {t('openReceipt')}
              </a>
              <form method="post" action={SEND_FORM_ACTION}>
                <input type="hidden" name="kind" value={FORGET_LETTER_FORM_KIND} />
                <input type="hidden" name="slug" value={slug} />
                <input type="hidden" name="page" value={page} />
                <input type="hidden" name="token" value={entry.token} />
                <button type="submit" className={ACTION} data-testid="browser-letter-forget">
                  {t('forgetLetter')}
                </button>
              </form>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
