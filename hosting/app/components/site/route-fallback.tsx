import { NoScriptNote } from '../ui/noscript-note';
import { useT } from '../../i18n/use-t';

/** Shown while the browser loads a page's data through its callable — which needs JavaScript. */
export function RouteFallback() {
  const t = useT('ui');
  return (
    <div className="space-y-2">
      <p className="text-sm text-fg-muted" role="status">
        {t('loading')}
      </p>
      <NoScriptNote>{t('needsScript')}</NoScriptNote>
    </div>
  );
}
