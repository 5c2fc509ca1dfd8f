// Button looks: five sizes, seven colours, six variants. Class strings are written
// out in full so Tailwind finds them; each colour uses its own token scale (styles/app.css maps
// them to the kit's palette: primary green, secondary blue, success green, … neutral slate).
import { BUTTON_COLORS, BUTTON_VARIANTS } from '@spaces/contracts';

export const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
// The colours and variants an owner may pick for a link button are these same lists, defined
// once in the contracts so the callables validate exactly what the UI kit can render.
export { BUTTON_COLORS, BUTTON_VARIANTS };

export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonColor = (typeof BUTTON_COLORS)[number];
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

// Heights are minimums: a long label wraps onto more lines and the button grows with it.
const SIZE: Record<ButtonSize, string> = {
  xs: 'min-h-6 py-0.5 px-2 text-xs gap-1',
  sm: 'min-h-7 py-1 px-2.5 text-xs gap-1.5',
  md: 'min-h-8 py-1 px-3 text-sm gap-1.5',
  lg: 'min-h-9 py-1.5 px-3.5 text-base gap-2',
  xl: 'min-h-10 py-2 px-4 text-base gap-2',
};

type VariantClasses = Record<ButtonVariant, string>;

const COLOR: Record<ButtonColor, VariantClasses> = {
  primary: {
    // Green needs its 700 under white text to reach 4.5:1 (600 is 3.2:1: components/ui/contrast.test.ts).
    solid: 'bg-primary-700 text-white hover:bg-primary-800 focus-visible:outline-primary-600',
    outline:
      'ring ring-inset ring-primary-600/50 text-primary-700 hover:bg-primary-50 focus-visible:outline-primary-600',
    soft: 'bg-primary-50 text-primary-700 hover:bg-primary-100 focus-visible:outline-primary-600',
    subtle:
      'bg-primary-50 text-primary-700 ring ring-inset ring-primary-600/25 hover:bg-primary-100 focus-visible:outline-primary-600',
    ghost: 'text-primary-700 hover:bg-primary-50 focus-visible:outline-primary-600',
    link: 'text-primary-700 hover:underline focus-visible:outline-primary-600',
  },
  secondary: {
    solid: 'bg-secondary-600 text-white hover:bg-secondary-700 focus-visible:outline-secondary-600',
    outline:
      'ring ring-inset ring-secondary-600/50 text-secondary-700 hover:bg-secondary-50 focus-visible:outline-secondary-600',
    soft: 'bg-secondary-50 text-secondary-700 hover:bg-secondary-100 focus-visible:outline-secondary-600',
    subtle:
      'bg-secondary-50 text-secondary-700 ring ring-inset ring-secondary-600/25 hover:bg-secondary-100 focus-visible:outline-secondary-600',
    ghost: 'text-secondary-700 hover:bg-secondary-50 focus-visible:outline-secondary-600',
    link: 'text-secondary-700 hover:underline focus-visible:outline-secondary-600',
  },
  success: {
    solid: 'bg-success-700 text-white hover:bg-success-800 focus-visible:outline-success-600',
    outline:
      'ring ring-inset ring-success-600/50 text-success-700 hover:bg-success-50 focus-visible:outline-success-600',
    soft: 'bg-success-50 text-success-700 hover:bg-success-100 focus-visible:outline-success-600',
    subtle:
      'bg-success-50 text-success-700 ring ring-inset ring-success-600/25 hover:bg-success-100 focus-visible:outline-success-600',
    ghost: 'text-success-700 hover:bg-success-50 focus-visible:outline-success-600',
    link: 'text-success-700 hover:underline focus-visible:outline-success-600',
  },
  info: {
    solid: 'bg-info-600 text-white hover:bg-info-700 focus-visible:outline-info-600',
    outline:
      'ring ring-inset ring-info-600/50 text-info-700 hover:bg-info-50 focus-visible:outline-info-600',
    soft: 'bg-info-50 text-info-700 hover:bg-info-100 focus-visible:outline-info-600',
    subtle:
      'bg-info-50 text-info-700 ring ring-inset ring-info-600/25 hover:bg-info-100 focus-visible:outline-info-600',
    ghost: 'text-info-700 hover:bg-info-50 focus-visible:outline-info-600',
    link: 'text-info-700 hover:underline focus-visible:outline-info-600',
  },
  warning: {
    solid: 'bg-warning-500 text-neutral-900 hover:bg-warning-600 focus-visible:outline-warning-500',
    outline:
      'ring ring-inset ring-warning-500/60 text-warning-800 hover:bg-warning-50 focus-visible:outline-warning-500',
    soft: 'bg-warning-50 text-warning-800 hover:bg-warning-100 focus-visible:outline-warning-500',
    subtle:
      'bg-warning-50 text-warning-800 ring ring-inset ring-warning-500/30 hover:bg-warning-100 focus-visible:outline-warning-500',
    ghost: 'text-warning-800 hover:bg-warning-50 focus-visible:outline-warning-500',
    link: 'text-warning-800 hover:underline focus-visible:outline-warning-500',
  },
  error: {
    solid: 'bg-error-600 text-white hover:bg-error-700 focus-visible:outline-error-600',
    outline:
      'ring ring-inset ring-error-600/50 text-error-700 hover:bg-error-50 focus-visible:outline-error-600',
    soft: 'bg-error-50 text-error-700 hover:bg-error-100 focus-visible:outline-error-600',
    subtle:
      'bg-error-50 text-error-700 ring ring-inset ring-error-600/25 hover:bg-error-100 focus-visible:outline-error-600',
    ghost: 'text-error-700 hover:bg-error-50 focus-visible:outline-error-600',
    link: 'text-error-700 hover:underline focus-visible:outline-error-600',
  },
  neutral: {
    solid: 'bg-neutral-900 text-white hover:bg-neutral-700 focus-visible:outline-neutral-900',
    outline:
      'ring ring-inset ring-neutral-300 text-neutral-700 hover:bg-neutral-50 focus-visible:outline-neutral-900',
    soft: 'bg-neutral-100 text-neutral-700 hover:bg-neutral-200 focus-visible:outline-neutral-900',
    subtle:
      'bg-neutral-100 text-neutral-700 ring ring-inset ring-neutral-300 hover:bg-neutral-200 focus-visible:outline-neutral-900',
    ghost: 'text-neutral-700 hover:bg-neutral-100 focus-visible:outline-neutral-900',
    link: 'text-neutral-700 hover:underline focus-visible:outline-neutral-900',
  },
};

// Never wider than its container; a long label wraps between phrases (`phrase`, app.css), never
// inside a word, so a button squeezed in a row keeps 「保存」 whole instead of 「保 / 存」.
const BASE =
  'inline-flex max-w-full items-center justify-center rounded-md text-center font-medium phrase transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-75 ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-75';

export function buttonClasses(
  options: {
    size?: ButtonSize;
    color?: ButtonColor;
    variant?: ButtonVariant;
    block?: boolean;
  } = {},
): string {
  const { size = 'md', color = 'primary', variant = 'solid', block = false } = options;
  const sizing = variant === 'link' ? SIZE[size].replace(/\bpx-\S+/u, 'px-0') : SIZE[size];
  return [BASE, sizing, COLOR[color][variant], block ? 'w-full' : ''].filter(Boolean).join(' ');
}

/**
 * A public page's link button coloured on purpose: every colour but `primary` (which means "the
 * theme's accent"). Solid stays solid; the lighter variants become the soft tint, whose text
 * reads at 4.5:1 on its own fill whatever the page's background. Undefined: the theme decides.
 */
export function ownerColorClasses(color: ButtonColor, variant: ButtonVariant): string | undefined {
  if (color === 'primary') return undefined;
  return COLOR[color][variant === 'solid' ? 'solid' : 'soft'];
}
