import { useT } from '../../i18n/use-t';

/** Shown while the browser loads the space through its callable. */
export function EditorFallback() {
  const t = useT('ui');
  return (
    <p className="text-sm text-fg-muted" role="status">
      {t('loading')}
    </p>
  );
}
