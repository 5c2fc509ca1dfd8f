import type { ReactNode } from 'react';

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
}: IconProps & { children: ReactNode; filled?: boolean }) {
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
