// What a message box says while its space is in raid mode (decision 045): messages are reviewed
// before they reach the owner, and sending still works. Plain HTML from the server, so it shows
// without JavaScript.
import { useT } from '../i18n/use-t';

export function ReviewingNote() {
  const t = useT('fan');
  return (
    <div
      role="note"
      className="rounded-xl bg-accent-soft p-4 text-sm text-fg ring-1 ring-line"
      data-testid="box-reviewing"
    >
      <p className="font-semibold">{t('reviewingTitle')}</p>
      <p className="mt-1">{t('reviewingNote')}</p>
    </div>
  );
}
