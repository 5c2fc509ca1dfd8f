// The icon picker's panel, loaded only when an owner opens it: a search over the curated icons
// and a radio group of their previews (arrow keys move through it, "No icon" first). Previews
// come through loadIcons — our endpoint, or Iconify's public API when ours is slow — and are
// sanitised here as the server sanitises what it keeps; a failure leaves the names, not an error.
import {
  ICON_SETS,
  currentIconRef,
  parseIconRef,
  sanitizeIconBody,
  type IconSvg,
} from '@spaces/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { InlineIcon } from '../../../../components/icons/inline-icon';
import { cn } from '../../../../components/ui/cn';
import { useLang, useT } from '../../../../i18n/use-t';
import { loadIcons } from '../../../../lib/icon-fetch';
import { ICON_CHOICES, searchChoices } from './choices';

/** Every curated icon's drawing, by reference, loaded once per editor visit. */
let previews: Promise<ReadonlyMap<string, IconSvg>> | undefined;

async function loadPreviews(): Promise<ReadonlyMap<string, IconSvg>> {
  const drawn = new Map<string, IconSvg>();
  await Promise.all(
    ICON_SETS.map(async (set) => {
      const names = ICON_CHOICES.map((c) => parseIconRef(c.ref))
        .filter((ref) => ref?.set === set)
        .map((ref) => ref!.name);
      try {
        const answer = await loadIcons(set, names);
        for (const [name, icon] of Object.entries(answer.icons)) {
          const body = sanitizeIconBody(icon.body);
          if (body === undefined) continue;
          drawn.set(`${set}:${name}`, {
            body,
            width: icon.width ?? answer.width ?? 24,
            height: icon.height ?? answer.height ?? 24,
          });
        }
      } catch (error) {
        // Both sources failed: the picker still offers every icon by name.
        console.warn('icons: previews unavailable', set, error);
      }
    }),
  );
  return drawn;
}

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
  const [drawn, setDrawn] = useState<ReadonlyMap<string, IconSvg>>();
  useEffect(() => {
    let live = true;
    previews ??= loadPreviews();
    void previews.then((loaded) => live && setDrawn(loaded));
    return () => {
      live = false;
    };
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
              onChange={() => onChange(undefined, undefined)}
            />
            {t('iconNone')}
          </label>
          {shown.map((choice) => {
            const label = lang === 'ja' ? choice.ja : choice.en;
            const svg = drawn?.get(choice.ref);
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
                  onChange={() => onChange(choice.ref, svg)}
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
