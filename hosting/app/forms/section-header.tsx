// The head of a section page: its title, for a list how many of the limit it holds, what the
// section is for, and the form-level error of the last save.
import { cn } from '../components/ui/cn';
import { useT } from '../i18n/use-t';
import { FormAlert } from '../components/form/form-alert';
import { Phrases } from '../components/text/phrases';

export function SectionHeader({
  title,
  count,
  description,
  error,
}: {
  title: string;
  count?: { count: number; max: number };
  /** One line under the title on what the section sets. */
  description?: string;
  error: string | null | undefined;
}) {
  const t = useT('editor');
  return (
    <>
      <div className={cn('flex items-baseline justify-between', description ? 'mb-1' : 'mb-4')}>
        <h1 className="text-xl font-bold text-fg">
          <Phrases>{title}</Phrases>
        </h1>
        {count && <span className="text-sm text-fg-subtle">{t('countOf', count)}</span>}
      </div>
      {description && <p className="mb-4 text-sm text-fg-muted">{description}</p>}
      {error && (
        <div className="mb-4">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      )}
    </>
  );
}
