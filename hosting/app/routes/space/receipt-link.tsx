// The sender's receipt link in the thanks after a send: the link is visible text (so it can be
// kept without a script), and the island's copy button copies its absolute address.
import { useState, useSyncExternalStore } from 'react';
import { CopyIcon } from '../../components/icons/ui-icons';
import { useT } from '../../i18n/use-t';

const subscribeNothing = () => () => undefined;
const browserOrigin = () => window.location.origin;

export function ReceiptLink({ path }: { path: string }) {
  const t = useT('fan');
  // The server renders the path; the browser knows its own origin and shows the whole address.
  const origin = useSyncExternalStore(subscribeNothing, browserOrigin, () => '');
  const href = `${origin}${path}`;
  const [copied, setCopied] = useState(false);
  const canCopy = origin !== '' && typeof navigator.clipboard?.writeText === 'function';
  return (
    <div
      className="space-y-2 rounded-xl bg-surface-muted p-3 text-left ring-1 ring-line"
      data-testid="receipt-link"
    >
      <p className="text-sm font-bold text-fg">{t('receiptTitle')}</p>
      <p className="text-xs leading-relaxed text-fg-muted">{t('receiptNote')}</p>
      <a
        href={path}
        className="block text-sm break-all text-fg underline underline-offset-2"
        data-testid="receipt-href"
      >
        {href}
      </a>
      {canCopy && (
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm text-fg ring-1 ring-line-strong hover:bg-(--color-line)"
          onClick={() => {
            void navigator.clipboard.writeText(href).then(() => setCopied(true));
          }}
        >
          <CopyIcon className="size-4" />
          <span aria-live="polite">{copied ? t('copiedReceipt') : t('copyReceipt')}</span>
        </button>
      )}
    </div>
  );
}
