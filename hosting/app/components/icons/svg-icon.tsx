import { createElement, type ReactElement, type ReactNode } from 'react';

export interface IconProps {
  className?: string;
  /** Accessible name; without it the icon is decorative. */
  title?: string;
}

/** The shared 24×24 frame every icon draws into. */
export function SvgIcon({
  className,
  title,
  children,
  filled = false,
}: IconProps & { children?: ReactNode; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ?? 'size-5'}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={filled ? undefined : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  );
}

/**
 * An icon whose drawing is `shapes` (paths, circles…) on the shared frame. Each icon module marks
 * its calls `@__PURE__`, so that a bundle (the islands' above all) keeps only the icons it uses.
 */
export function svgIcon(...shapes: ReactElement[]): (props: IconProps) => ReactElement {
  return (props) => createElement(SvgIcon, props, ...shapes);
}
