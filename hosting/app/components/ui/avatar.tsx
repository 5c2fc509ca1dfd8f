// Avatar on Radix Avatar: image, else initials of the alt text, else an icon —
// also when the image fails to load. Sizes 3xs–3xl are 16–48 px; md (32 px) by default.
import { Avatar as RadixAvatar } from 'radix-ui';
import { UserIcon } from '../icons/ui-icons';
import { cn } from './cn';
import { initials } from './initials';

export const AVATAR_SIZES = {
  '3xs': 16,
  '2xs': 20,
  xs: 24,
  sm: 28,
  md: 32,
  lg: 36,
  xl: 40,
  '2xl': 44,
  '3xl': 48,
} as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

export function Avatar({
  src,
  alt,
  size = 'md',
  className,
}: {
  src?: string | null;
  alt?: string;
  size?: AvatarSize;
  className?: string;
}) {
  const px = AVATAR_SIZES[size];
  const letters = initials(alt);
  return (
    <RadixAvatar.Root
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface-muted align-middle font-medium text-fg-muted select-none',
        className,
      )}
      style={{ width: px, height: px, fontSize: Math.round(px * 0.4) }}
    >
      {src && <RadixAvatar.Image src={src} alt={alt ?? ''} className="size-full object-cover" />}
      <RadixAvatar.Fallback className="flex size-full items-center justify-center" aria-label={alt}>
        {letters || <UserIcon className="size-3/5" />}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
