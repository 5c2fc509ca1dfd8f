// The icon picker's panel, loaded only when an owner opens it: a search over the curated icons
// and a radio group of their previews (arrow keys move through it, "No icon" first). Previews
// come from our endpoint alone (lib/icon-fetch.ts). While they wait, the kit's words say so after
// 3 s and offer Retry from 15 s; a failure is said with Retry. Meanwhile every icon can still be
// chosen by its name, and what the owner chose stays chosen.
import { ICON_SETS, currentIconRef, parseIconRef, type IconSvg } from '@spaces/contracts';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { InlineIcon } from '../../../../components/icons/inline-icon';
import { cn } from '../../../../components/ui/cn';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { PendingWords, usePendingAttempts } from '../../../../components/ui/pending-words';
import { useLang, useT } from '../../../../i18n/use-t';
import { IconDrawings, type IconsUnavailable } from '../../../../lib/icon-fetch';
import { ICON_CHOICES, searchChoices } from './choices';

/** Every curated icon's drawing, by reference, kept for the editor visit once loaded. */
const drawings = new IconDrawings(
  new Map(
    ICON_SETS.map((set) => [
      set,
      ICON_CHOICES.map((c) => parseIconRef(c.ref))
        .filter((ref) => ref?.set === set)
        .map((ref) => ref!.name),
    ]),
  ),
);

export default function IconPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (icon: string | undefined, svg: IconSvg | undefined) => void;
}) {
  const t = useT('editor');
  const lang = useLang();
  const name = useId();
  const [query, setQuery] = useState('');
  const [drawn, setDrawn] = useState<ReadonlyMap<string, IconSvg>>(() => new Map(drawings.drawn));
  const [failure, setFailure] = useState<IconsUnavailable>();
  const [attempts, attempt] = usePendingAttempts();
  const live = useRef(true);
  const latest = useRef(0);
  // An icon the owner chose before its drawing came: given its drawing once it does.
  const undrawn = useRef<string>(undefined);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const choose = useCallback((icon: string | undefined, svg: IconSvg | undefined) => {
    undrawn.current = icon !== undefined && svg === undefined ? icon : undefined;
    changed.current(icon, svg);
  }, []);
  // One attempt at the sets not drawn yet; it never rejects. Any attempt's drawings are shown, but
  // only the newest says whether it failed (an older one may settle after a Retry).
  const fill = useCallback(async () => {
    const mine = ++latest.current;
    const failed = await drawings.fill();
    if (!live.current) return;
    setDrawn(new Map(drawings.drawn));
    const chosen = undrawn.current;
    const svg = chosen === undefined ? undefined : drawings.drawn.get(chosen);
    if (chosen !== undefined && svg) choose(chosen, svg);
    for (const error of failed) console.warn('icons: previews unavailable', error);
    if (mine === latest.current) setFailure(failed[0]);
  }, [choose]);
  const action = t('iconPreviewsAction');
  const load = useCallback(
    () => void attempts.track(fill(), fill, action),
    [attempts, fill, action],
  );
  useEffect(() => {
    live.current = true;
    if (!drawings.complete) load();
    return () => {
      live.current = false;
    };
    // Once per opening: a change of language does not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const shown = useMemo(() => searchChoices(query), [query]);
  const selected = value === undefined ? undefined : currentIconRef(value);
  const option =
    'relative flex size-11 cursor-pointer items-center justify-center rounded-md border-2 text-fg has-focus-visible:ring-2 has-focus-visible:ring-accent';
  return (
    <div
      id={id}
      className="mt-2 space-y-2 rounded-lg border border-line p-3"
      data-testid="icon-picker"
    >
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-label={t('iconSearch')}
        placeholder={t('iconSearchPlaceholder')}
        className="block w-full rounded-md border border-line-strong bg-surface px-3 py-2 text-sm text-fg shadow-xs focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
      />
      <PendingWords state={attempt} onRetry={() => attempts.retry()} />
      {failure && !attempts.pending && (
        <LoadFailed
          error={failure}
          message={t('iconPreviewsFailed')}
          onRetry={() => {
            setFailure(undefined);
            load();
          }}
        />
      )}
      <fieldset>
        <legend className="sr-only">{t('iconChoices')}</legend>
        <div className="flex max-h-64 flex-wrap gap-1.5 overflow-y-auto p-0.5">
          <label
            className={cn(
              option,
              'w-auto px-3 text-sm',
              selected === undefined ? 'border-accent' : 'border-line hover:border-line-strong',
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={selected === undefined}
              onChange={() => choose(undefined, undefined)}
            />
            {t('iconNone')}
          </label>
          {shown.map((choice) => {
            const label = lang === 'ja' ? choice.ja : choice.en;
            const svg = drawn.get(choice.ref);
            return (
              <label
                key={choice.ref}
                title={label}
                data-icon-choice={choice.ref}
                className={cn(
                  option,
                  selected === choice.ref
                    ? 'border-accent'
                    : 'border-line hover:border-line-strong',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  className="sr-only"
                  checked={selected === choice.ref}
                  onChange={() => choose(choice.ref, svg)}
                />
                {svg ? (
                  <InlineIcon svg={svg} className="size-5" />
                ) : (
                  <span aria-hidden="true" className="text-xs text-fg-subtle">
                    {label.charAt(0)}
                  </span>
                )}
                <span className="sr-only">{label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {shown.length === 0 && <p className="text-sm text-fg-muted">{t('iconNoMatch')}</p>}
    </div>
  );
}
