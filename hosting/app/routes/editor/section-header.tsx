// The head of an ordered-list editor (SNS links, buttons): title, how many of the limit, and the
// form-level error of the last save.
import { useT } from '../../i18n/use-t';
import { FormAlert } from '../auth/form-alert';

export function ListHeader({
  title,
  count,
  max,
  error,
}: {
  title: string;
  count: number;
  max: number;
  error: string | null | undefined;
}) {
  const t = useT('editor');
  return (
    <>
      <div className="mb-4 flex items-baseline justify-between">
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        <span className="text-sm text-slate-500">{t('countOf', { count, max })}</span>
      </div>
      {error && (
        <div className="mb-4">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      )}
    </>
  );
}
