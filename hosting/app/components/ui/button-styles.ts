// Button looks (SEED.md §9): five sizes, seven colours, six variants. Class strings are written
// out in full so Tailwind finds them; the palette follows the seed (primary green, secondary
// blue, success green, info blue, warning yellow, error red, neutral slate).
import { BUTTON_COLORS, BUTTON_VARIANTS } from '@spaces/contracts';

export const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
// The colours and variants an owner may pick for a link button are these same lists, defined
// once in the contracts so the callables validate exactly what the UI kit can render.
export { BUTTON_COLORS, BUTTON_VARIANTS };

export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonColor = (typeof BUTTON_COLORS)[number];
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

const SIZE: Record<ButtonSize, string> = {
  xs: 'h-6 px-2 text-xs gap-1',
  sm: 'h-7 px-2.5 text-xs gap-1.5',
  md: 'h-8 px-3 text-sm gap-1.5',
  lg: 'h-9 px-3.5 text-base gap-2',
  xl: 'h-10 px-4 text-base gap-2',
};

type VariantClasses = Record<ButtonVariant, string>;

const COLOR: Record<ButtonColor, VariantClasses> = {
  primary: {
    solid: 'bg-green-600 text-white hover:bg-green-700 focus-visible:outline-green-600',
    outline:
      'ring ring-inset ring-green-600/50 text-green-700 hover:bg-green-50 focus-visible:outline-green-600',
    soft: 'bg-green-50 text-green-700 hover:bg-green-100 focus-visible:outline-green-600',
    subtle:
      'bg-green-50 text-green-700 ring ring-inset ring-green-600/25 hover:bg-green-100 focus-visible:outline-green-600',
    ghost: 'text-green-700 hover:bg-green-50 focus-visible:outline-green-600',
    link: 'text-green-700 hover:underline focus-visible:outline-green-600',
  },
  secondary: {
    solid: 'bg-blue-600 text-white hover:bg-blue-700 focus-visible:outline-blue-600',
    outline:
      'ring ring-inset ring-blue-600/50 text-blue-700 hover:bg-blue-50 focus-visible:outline-blue-600',
    soft: 'bg-blue-50 text-blue-700 hover:bg-blue-100 focus-visible:outline-blue-600',
    subtle:
      'bg-blue-50 text-blue-700 ring ring-inset ring-blue-600/25 hover:bg-blue-100 focus-visible:outline-blue-600',
    ghost: 'text-blue-700 hover:bg-blue-50 focus-visible:outline-blue-600',
    link: 'text-blue-700 hover:underline focus-visible:outline-blue-600',
  },
  success: {
    solid: 'bg-green-600 text-white hover:bg-green-700 focus-visible:outline-green-600',
    outline:
      'ring ring-inset ring-green-600/50 text-green-700 hover:bg-green-50 focus-visible:outline-green-600',
    soft: 'bg-green-50 text-green-700 hover:bg-green-100 focus-visible:outline-green-600',
    subtle:
      'bg-green-50 text-green-700 ring ring-inset ring-green-600/25 hover:bg-green-100 focus-visible:outline-green-600',
    ghost: 'text-green-700 hover:bg-green-50 focus-visible:outline-green-600',
    link: 'text-green-700 hover:underline focus-visible:outline-green-600',
  },
  info: {
    solid: 'bg-blue-600 text-white hover:bg-blue-700 focus-visible:outline-blue-600',
    outline:
      'ring ring-inset ring-blue-600/50 text-blue-700 hover:bg-blue-50 focus-visible:outline-blue-600',
    soft: 'bg-blue-50 text-blue-700 hover:bg-blue-100 focus-visible:outline-blue-600',
    subtle:
      'bg-blue-50 text-blue-700 ring ring-inset ring-blue-600/25 hover:bg-blue-100 focus-visible:outline-blue-600',
    ghost: 'text-blue-700 hover:bg-blue-50 focus-visible:outline-blue-600',
    link: 'text-blue-700 hover:underline focus-visible:outline-blue-600',
  },
  warning: {
    solid: 'bg-yellow-500 text-slate-900 hover:bg-yellow-600 focus-visible:outline-yellow-500',
    outline:
      'ring ring-inset ring-yellow-500/60 text-yellow-800 hover:bg-yellow-50 focus-visible:outline-yellow-500',
    soft: 'bg-yellow-50 text-yellow-800 hover:bg-yellow-100 focus-visible:outline-yellow-500',
    subtle:
      'bg-yellow-50 text-yellow-800 ring ring-inset ring-yellow-500/30 hover:bg-yellow-100 focus-visible:outline-yellow-500',
    ghost: 'text-yellow-800 hover:bg-yellow-50 focus-visible:outline-yellow-500',
    link: 'text-yellow-800 hover:underline focus-visible:outline-yellow-500',
  },
  error: {
    solid: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
    outline:
      'ring ring-inset ring-red-600/50 text-red-700 hover:bg-red-50 focus-visible:outline-red-600',
    soft: 'bg-red-50 text-red-700 hover:bg-red-100 focus-visible:outline-red-600',
    subtle:
      'bg-red-50 text-red-700 ring ring-inset ring-red-600/25 hover:bg-red-100 focus-visible:outline-red-600',
    ghost: 'text-red-700 hover:bg-red-50 focus-visible:outline-red-600',
    link: 'text-red-700 hover:underline focus-visible:outline-red-600',
  },
  neutral: {
    solid: 'bg-slate-900 text-white hover:bg-slate-700 focus-visible:outline-slate-900',
    outline:
      'ring ring-inset ring-slate-300 text-slate-700 hover:bg-slate-50 focus-visible:outline-slate-900',
    soft: 'bg-slate-100 text-slate-700 hover:bg-slate-200 focus-visible:outline-slate-900',
    subtle:
      'bg-slate-100 text-slate-700 ring ring-inset ring-slate-300 hover:bg-slate-200 focus-visible:outline-slate-900',
    ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-slate-900',
    link: 'text-slate-700 hover:underline focus-visible:outline-slate-900',
  },
};

const BASE =
  'inline-flex items-center justify-center rounded-md font-medium transition-colors ' +
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
