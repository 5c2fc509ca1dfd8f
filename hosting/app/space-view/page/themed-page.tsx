// The frame of a space's pages (/{slug}, /{slug}/letter): its background over the whole viewport,
// its theme as custom properties, the centred column, and the footer.
import type { Background, ReportedPage, Theme } from '@spaces/contracts';
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import { imageUrlFor, useImageBase } from '../../lib/images';
import { designStyle } from './design-style';
import { PageFooter } from './page-footer';

export function ThemedPage({
  background,
  theme,
  preview = false,
  report,
  children,
}: {
  background: Background;
  theme: Theme;
  /** In the editor: no landmarks of its own, and it fills its frame rather than the viewport. */
  preview?: boolean;
  /** The page, for the footer's report link (none in the editor's preview). */
  report?: ReportedPage | undefined;
  children: ReactNode;
}) {
  const imageBase = useImageBase();
  const imageUrl =
    background.kind === 'image' && background.image
      ? imageUrlFor(imageBase, background.image, 1440)
      : undefined;
  const Main = preview ? 'div' : 'main';
  return (
    <div
      data-testid="space-page"
      data-preset={theme.preset}
      style={designStyle(background, theme, imageUrl)}
      className={cn(
        'space-page flex flex-col text-fg',
        preview ? 'min-h-full' : 'min-h-screen',
        imageUrl && background.fit === 'cover' && !preview && 'bg-fixed-cover',
      )}
    >
      <Main className="mx-auto flex w-full max-w-[540px] flex-1 flex-col gap-6 px-4 pb-10 sm:px-5">
        {children}
      </Main>
      <PageFooter report={preview ? undefined : report} />
    </div>
  );
}
