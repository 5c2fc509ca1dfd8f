// Buttons' icons resolved when the buttons are saved: each `set:name` is looked up in the icon
// sets installed from npm (`@spaces/contracts/icon-sets`, which hosting's icon endpoint reads too)
// and its drawing kept, sanitised, on the button, so that the public page inlines it. Only the
// functions that save buttons load the sets.
import { currentIconRef, parseIconRef, type ButtonInput, type IconSvg } from '@spaces/contracts';
import { iconOf } from '@spaces/contracts/icon-sets';

/** The icon's sanitised drawing, or undefined when the set has no such icon or it cannot be kept. */
export function resolveIcon(ref: string): IconSvg | undefined {
  const parsed = parseIconRef(ref);
  return parsed && iconOf(parsed.set, parsed.name);
}

/** The drawings of the buttons' icons, by reference as the buttons will keep it. */
export function buttonIcons(buttons: readonly ButtonInput[]): ReadonlyMap<string, IconSvg> {
  const icons = new Map<string, IconSvg>();
  for (const { icon } of buttons) {
    if (icon === undefined) continue;
    const ref = currentIconRef(icon);
    if (icons.has(ref)) continue;
    const svg = resolveIcon(ref);
    if (svg) icons.set(ref, svg);
  }
  return icons;
}
