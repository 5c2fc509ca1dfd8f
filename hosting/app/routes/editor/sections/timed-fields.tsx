// A button's or card's window, entered in Japan time (`datetime-local` carries no zone): the
// request carries UTC instants, and the server checks them again.
import { fromJapanTime, toJapanTime, type Scheduled } from '@spaces/contracts';
import { TextField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';

export function TimedFields({
  row,
  error,
  update,
}: {
  row: Scheduled;
  error: (name: 'showFrom' | 'showUntil') => string | undefined;
  update: (patch: Scheduled) => void;
}) {
  const t = useT('editor');
  const field = (side: 'showFrom' | 'showUntil', label: string) => (
    <TextField
      label={label}
      type="datetime-local"
      hint={t('timedHint')}
      error={error(side)}
      value={row[side] === undefined ? '' : toJapanTime(row[side])}
      data-testid={`timed-${side}`}
      onChange={(event) => update({ [side]: fromJapanTime(event.target.value) ?? undefined })}
    />
  );
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium text-fg">{t('timedLegend')}</legend>
      {field('showFrom', t('timedFrom'))}
      {field('showUntil', t('timedUntil'))}
    </fieldset>
  );
}

/** A button's emphasis: a live-now stream link (needs an end) or a featured button. */
export function EmphasisFields({
  live,
  featured,
  update,
}: {
  live: boolean;
  featured: boolean;
  update: (patch: { live?: boolean; featured?: boolean }) => void;
}) {
  const t = useT('editor');
  const box = (name: 'live' | 'featured', checked: boolean, label: string, hint: string) => (
    <label className="flex items-start gap-2 text-sm text-fg">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-(--color-accent)"
        checked={checked}
        data-testid={`button-${name}`}
        onChange={(event) => update({ [name]: event.target.checked || undefined })}
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-fg-muted">{hint}</span>
      </span>
    </label>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {box('live', live, t('buttonLive'), t('buttonLiveHint'))}
      {box('featured', featured, t('buttonFeatured'), t('buttonFeaturedHint'))}
    </div>
  );
}
