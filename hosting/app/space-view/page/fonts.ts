// The theme's font choices. Japanese always uses the platform's fonts (a CJK web font would cost
// megabytes); each choice but `sans` puts one small Latin display face in front of them, shipped
// with the app (see fonts.css, and the credits in the README).
import type { Theme } from '@spaces/contracts';

const JAPANESE_SANS =
  "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', YuGothic, 'Noto Sans CJK JP', 'Noto Sans JP', Meiryo, sans-serif";
const JAPANESE_SERIF =
  "'Hiragino Mincho ProN', 'Yu Mincho', YuMincho, 'Noto Serif CJK JP', 'Noto Serif JP', serif";

const SANS = `system-ui, -apple-system, 'Segoe UI', ${JAPANESE_SANS}`;

/** Body text: the platform's fonts (a serif theme reads in a serif). */
export const BODY_FONTS: Record<Theme['font'], string> = {
  sans: SANS,
  serif: `Georgia, 'Times New Roman', ${JAPANESE_SERIF}`,
  rounded: SANS,
  display: SANS,
};

/** The name, headings and buttons: the theme's display face first, for Latin letters. */
export const HEADING_FONTS: Record<Theme['font'], string> = {
  sans: SANS,
  serif: `'Spaces Serif', Georgia, ${JAPANESE_SERIF}`,
  rounded: `'Spaces Rounded', ui-rounded, 'Hiragino Maru Gothic ProN', ${JAPANESE_SANS}`,
  display: `'Spaces Display', ${SANS}`,
};
