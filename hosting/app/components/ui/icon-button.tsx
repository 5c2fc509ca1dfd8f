// A button drawn as an icon alone: the label it must have is its accessible name (and, where the
// icon alone may not say enough, its tooltip), and its target is 44 px square whatever the icon's
// size, as a finger needs.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { cn } from './cn';
import { Tooltip } from './tooltip';

export function IconButton({
  label,
  icon,
  size = 'sm',
  variant = 'ghost',
  color = 'neutral',
  className,
  tooltip = false,
  ...rest
}: Omit<ButtonProps, 'aria-label' | 'children'> & {
  /** What the button does, read aloud. */
  label: string;
  icon: ReactNode;
  /** Shows the label beside the button on hover and focus. */
  tooltip?: boolean;
}) {
  const button = (
    <Button
      {...rest}
      size={size}
      variant={variant}
      color={color}
      className={cn('min-h-11 min-w-11', className)}
      aria-label={label}
    >
      {icon}
    </Button>
  );
  return tooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
}
