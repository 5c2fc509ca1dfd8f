import {
  designColors,
  MIN_TEXT_CONTRAST,
  type BackgroundInput,
  type Theme,
} from '@spaces/contracts';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../i18n/use-t';
import { Panel } from '../../../components/form/design-controls';

/** How readable every text is, as the owner changes colours. */
export function ContrastPanel({
  background,
  theme,
}: {
  background: BackgroundInput;
  theme: Theme;
}) {
  const t = useT('design');
  const { contrast } = designColors(background, theme);
  const rows: { label: string; ratio: number }[] = [
    { label: t('contrastBackground'), ratio: contrast.background },
    { label: t('contrastSurface'), ratio: contrast.surface },
    { label: t('contrastAccent'), ratio: contrast.accent },
  ];
  const failing = rows.some((row) => row.ratio < MIN_TEXT_CONTRAST);
  return (
    <Panel title={t('contrastHeading')} hint={t('contrastHint')}>
      <ul className="divide-y divide-line" data-testid="contrast">
        {rows.map((row) => {
          const ok = row.ratio >= MIN_TEXT_CONTRAST;
          return (
            <li key={row.label} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="text-fg">{row.label}</span>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 font-medium tabular-nums',
                  ok ? 'bg-success-50 text-success-800' : 'bg-error-50 text-error-800',
                )}
              >
                {t('contrastRatio', { ratio: (Math.floor(row.ratio * 10) / 10).toFixed(1) })} ·{' '}
                {ok ? t('contrastOk') : t('contrastFail')}
              </span>
            </li>
          );
        })}
      </ul>
      {failing && (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="contrast-blocked">
          {t('contrastBlocked')}
        </p>
      )}
    </Panel>
  );
}
