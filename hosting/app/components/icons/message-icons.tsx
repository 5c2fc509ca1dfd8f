// Glyphs of letters, fan messages and the inbox, on the shared 24×24 frame.
import { SvgIcon, svgIcon, type IconProps } from './svg-icon';

export const LetterIcon = /* @__PURE__ */ svgIcon(
  <rect x="3" y="5" width="18" height="14" rx="2" />,
  <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />,
  <path d="M16 15.5l1.5 1.5 3-3" />,
);
export const ChatIcon = /* @__PURE__ */ svgIcon(
  <path d="M5 5h14a2 2 0 012 2v8a2 2 0 01-2 2h-7l-4 3.5V17H5a2 2 0 01-2-2V7a2 2 0 012-2z" />,
);
export const StarIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <SvgIcon {...p} filled={filled}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L12 16.9l-5.25 2.7 1-5.8L3.5 9.7l5.9-.9z" />
  </SvgIcon>
);
export const ArchiveIcon = /* @__PURE__ */ svgIcon(
  <rect x="3" y="4" width="18" height="4" rx="1" />,
  <path d="M5 8v10a2 2 0 002 2h10a2 2 0 002-2V8M10 12h4" />,
);
export const BlockIcon = /* @__PURE__ */ svgIcon(
  <circle cx="12" cy="12" r="8.5" />,
  <path d="M6 6l12 12" />,
);
export const ChevronDownIcon = /* @__PURE__ */ svgIcon(<path d="M6 9l6 6 6-6" />);
export const ReadAloudIcon = /* @__PURE__ */ svgIcon(
  <rect x="3" y="5" width="18" height="12" rx="2" />,
  <path d="M8 21h8M12 17v4" />,
);
