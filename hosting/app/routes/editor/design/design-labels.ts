import type { MessageKey } from '../../../i18n/catalogues';
import type { Translate } from '../../../i18n/translate';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The design catalogue's key of one choice: ("fill", "solid") → "fillSolid". */
export const designKey = (prefix: string, value: string) =>
  `${prefix}${capitalized(value)}` as MessageKey<'design'>;

/** A ChoiceGroup's options, each labelled from the design catalogue. */
export const choicesOf = <T extends string>(
  t: Translate<'design'>,
  values: readonly T[],
  prefix: string,
) => values.map((v) => ({ value: v, label: t(designKey(prefix, v)) }));
