// Taking the space's data away: the inbox as CSV (opens in spreadsheet programs) or JSON, or the
// whole space as a ZIP, each made on the server and downloaded with its progress.
import {
  EXPORT_COLUMNS,
  EXPORT_FORMATS,
  type ExportColumns,
  type ExportFormat,
} from '@spaces/contracts';
import { useState } from 'react';
import { DownloadIcon } from '../icons/ui-icons';
import { Button } from '../ui/button';
import { SelectField } from '../ui/field';
import { useToast } from '../ui/toast';
import type { MessageKey } from '../../i18n/catalogues';
import { useLang, useT } from '../../i18n/use-t';
import { toCallError } from '../../lib/call-error';
import { callErrorMessage } from '../../lib/call-errors';
import { DownloadError, exportAndSave, type ExportProgress } from './export-download';

const LABELS: Record<ExportFormat, MessageKey<'editor'>> = {
  csv: 'exportCsv',
  json: 'exportJson',
  zip: 'exportZip',
};

const COLUMN_LABELS: Record<ExportColumns, MessageKey<'editor'>> = {
  ja: 'exportColumnsJa',
  en: 'exportColumnsEn',
  machine: 'exportColumnsMachine',
};

/**
 * The overview's card; `/u/account` lists one compact card per space, titled with its name, before
 * the account's deletion.
 */
export function ExportCard({ slug, title }: { slug: string; title?: string }) {
  const t = useT('editor');
  const lang = useLang();
  const toast = useToast();
  const [running, setRunning] = useState<{ format: ExportFormat; progress: ExportProgress }>();
  // People read the CSV in their own language first; scripts choose the machine form.
  const [columns, setColumns] = useState<ExportColumns>(lang);
  const Heading = title === undefined ? 'h2' : 'h3';
  const headingId = `export-heading-${slug}`;

  async function run(format: ExportFormat) {
    setRunning({ format, progress: { phase: 'preparing' } });
    try {
      const name = await exportAndSave(slug, format, columns, (progress) =>
        setRunning({ format, progress }),
      );
      toast.add({ title: t('exportSaved', { name }), color: 'success' });
    } catch (error) {
      const title =
        error instanceof DownloadError
          ? t('exportDownloadFailed')
          : callErrorMessage(lang, toCallError(error)).message;
      toast.add({ title, color: 'error' });
    } finally {
      setRunning(undefined);
    }
  }

  const progress = running?.progress;
  const percent =
    progress?.phase === 'downloading' && progress.total > 0
      ? Math.min(100, Math.round((progress.received / progress.total) * 100))
      : undefined;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <Heading id={headingId} className="text-lg font-semibold break-words text-fg">
        {title ?? t('exportTitle')}
      </Heading>
      {title === undefined ? (
        <p className="mt-1 text-sm text-fg-muted">{t('exportHint')}</p>
      ) : (
        <p className="text-sm break-all text-fg-subtle">/{slug}</p>
      )}
      <SelectField
        label={t('exportColumns')}
        hint={t('exportColumnsHint')}
        className="mt-1"
        value={columns}
        disabled={running !== undefined}
        onChange={(event) => setColumns(event.target.value as ExportColumns)}
        options={EXPORT_COLUMNS.map((value) => ({ value, label: t(COLUMN_LABELS[value]) }))}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="outline"
            className="min-h-11"
            leading={<DownloadIcon className="size-4" />}
            disabled={running !== undefined}
            onClick={() => void run(format)}
          >
            {t(LABELS[format])}
          </Button>
        ))}
      </div>
      {progress && (
        <div className="mt-4 space-y-2" data-testid="export-progress">
          <div
            role="progressbar"
            aria-label={t('exportProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            {...(percent === undefined ? {} : { 'aria-valuenow': percent })}
            className="h-2 overflow-hidden rounded-full bg-surface-muted"
          >
            <div
              className={
                percent === undefined
                  ? 'h-full w-1/3 animate-pulse rounded-full bg-accent'
                  : 'h-full rounded-full bg-accent transition-[width] motion-reduce:transition-none'
              }
              style={percent === undefined ? undefined : { width: `${percent}%` }}
            />
          </div>
          <p className="text-sm text-fg-muted" aria-live="polite">
            {percent === undefined
              ? t('exportPreparing')
              : t('exportDownloading', { percent: String(percent) })}
          </p>
        </div>
      )}
      {title === undefined && <p className="mt-3 text-xs text-fg-subtle">{t('exportLifetime')}</p>}
    </section>
  );
}
