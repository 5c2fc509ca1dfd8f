// A button's icon in the button editor: the current one and a toggle that opens the picker. The
// picker's code, its list of icons and their loading come with its own chunk, fetched on the
// first open, so the editor's bundle does not carry them.
import type { ButtonInput, IconSvg } from '@spaces/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { InlineIcon } from '../../../../components/icons/inline-icon';
import { SnsIcon } from '../../../../components/icons/sns-icons';
import { buttonClasses } from '../../../../components/ui/button-styles';
import { useT } from '../../../../i18n/use-t';

const IconPicker = lazy(() => import('./picker'));

/** A button row as the editor holds it: the input, and the drawing of its icon when known. */
export type EditedButton = ButtonInput & { iconSvg?: IconSvg };

export function IconField({
  icon,
  iconSvg,
  update,
}: {
  icon: string | undefined;
  iconSvg: IconSvg | undefined;
  update: (change: Partial<Pick<EditedButton, 'icon' | 'iconSvg'>>) => void;
}) {
  const t = useT('editor');
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="sm:col-span-2">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-fg">{t('buttonIcon')}</span>
        <span
          className="flex h-9 min-w-9 items-center justify-center rounded-md border border-line px-1 text-fg"
          data-testid="button-icon-current"
        >
          {iconSvg ? (
            <InlineIcon svg={iconSvg} className="size-5" />
          ) : icon ? (
            <SnsIcon service={icon} className="size-5" />
          ) : (
            <span className="px-1 text-xs text-fg-subtle">{t('iconNone')}</span>
          )}
        </span>
        <button
          type="button"
          className={buttonClasses({ color: 'neutral', variant: 'outline', size: 'sm' })}
          aria-expanded={open}
          aria-controls={open ? panel : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? t('iconPickerClose') : t('iconPickerOpen')}
        </button>
      </div>
      {open && (
        <Suspense fallback={<p className="mt-2 text-sm text-fg-muted">{t('iconPickerLoading')}</p>}>
          <IconPicker
            id={panel}
            value={icon}
            onChange={(next, svg) => update({ icon: next, iconSvg: svg })}
          />
        </Suspense>
      )}
    </div>
  );
}
