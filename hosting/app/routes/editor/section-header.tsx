// The head of a section page: its title, for a list how many of the limit it holds, and the
// form-level error of the last save.
import { useT } from '../../i18n/use-t';
import { FormAlert } from '../auth/form-alert';

export function SectionHeader({
  title,
  count,
  error,
}: {
  title: string;
  count?: { count: number; max: number };
  error: string | null | undefined;
}) {
  const t = useT('editor');
  return (
    <>
      <div className="mb-4 flex items-baseline justify-between">
        <h1 className="text-xl font-bold text-fg">{title}</h1>
        {count && <span className="text-sm text-fg-subtle">{t('countOf', count)}</span>}
      </div>
      {error && (
        <div className="mb-4">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      )}
    </>
  );
}
