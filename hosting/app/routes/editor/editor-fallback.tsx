import { useT } from '../../i18n/use-t';

/** Shown while the browser loads the space through its callable. */
export function EditorFallback() {
  const t = useT('ui');
  return (
    <p className="text-sm text-slate-600" role="status">
      {t('loading')}
    </p>
  );
}
