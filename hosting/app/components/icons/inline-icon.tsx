// An icon from our sets drawn inline: its drawing was sanitised before it got here (by the server
// when the buttons were saved, or by the picker when it loaded a preview), so the page fetches no
// icon file and the icon takes the text's colour.
import type { IconSvg } from '@spaces/contracts';

export function InlineIcon({ svg, className }: { svg: IconSvg; className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${svg.width} ${svg.height}`}
      className={className ?? 'size-5'}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      data-icon=""
      dangerouslySetInnerHTML={{ __html: svg.body }}
    />
  );
}
