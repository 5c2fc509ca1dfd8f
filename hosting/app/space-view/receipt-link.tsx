// The sender's receipt link in the thanks after a send: the whole address as visible text, so that
// it can be kept without a script (a pasted `/slug/r/…` opens nowhere); where a script runs, Copy
// and, on browsers that have one, the system's Share sheet (decision 068).
import { useState, useSyncExternalStore } from 'react';
import { CopyIcon, ShareIcon } from '../components/icons/ui-icons';
import { useT } from '../i18n/use-t';

const subscribeNothing = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/** The receipt's whole address: a path the island's send answered, made absolute. */
function absoluteReceipt(href: string, siteOrigin: string): string {
  return href.startsWith('/') ? `${siteOrigin}${href}` : href;
}

const ACTION =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm text-fg ring-1 ring-line-strong hover:bg-(--color-line) focus-visible:ring-2 focus-visible:ring-fg focus-visible:outline-none';

export function ReceiptLink({ href, siteOrigin }: { href: string; siteOrigin: string }) {
  const t = useT('send');
  const scripted = useSyncExternalStore(subscribeNothing, inBrowser, onServer);
  const url = absoluteReceipt(href, siteOrigin);
  const [copied, setCopied] = useState(false);
  const canCopy = scripted && typeof navigator.clipboard?.writeText === 'function';
  const canShare = scripted && typeof navigator.share === 'function';
  return (
    <div
      className="space-y-2 rounded-xl bg-surface-muted p-3 text-left ring-1 ring-line"
      data-testid="receipt-link"
    >
      <p className="text-sm font-bold text-fg">{t('receiptTitle')}</p>
      <p className="text-xs leading-relaxed text-fg-muted">{t('receiptNote')}</p>
      <a
        href={url}
        className="block text-sm break-all text-fg underline underline-offset-2"
        data-testid="receipt-href"
      >
        {url}
      </a>
      {(canCopy || canShare) && (
        <div className="flex flex-wrap gap-2">
          {canCopy && (
            <button
              type="button"
              className={ACTION}
              onClick={() => {
                void navigator.clipboard.writeText(url).then(() => setCopied(true));
              }}
            >
              <CopyIcon className="size-4" />
              <span aria-live="polite">{copied ? t('copiedReceipt') : t('copyReceipt')}</span>
            </button>
          )}
          {canShare && (
            <button
              type="button"
              className={ACTION}
              onClick={() => {
                // Cancelling the sheet rejects: nothing to say about it.
                navigator.share({ title: t('receiptTitle'), url }).catch(() => undefined);
              }}
            >
              <ShareIcon className="size-4" />
              {t('shareReceipt')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
