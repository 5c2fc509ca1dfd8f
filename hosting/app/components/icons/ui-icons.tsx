// Interface glyphs, drawn as strokes on the shared 24×24 frame.
import { svgIcon } from './svg-icon';

export const CloseIcon = /* @__PURE__ */ svgIcon(<path d="M6 6l12 12M18 6L6 18" />);
export const CheckIcon = /* @__PURE__ */ svgIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const PlusIcon = /* @__PURE__ */ svgIcon(<path d="M12 5v14M5 12h14" />);
export const ArrowUpIcon = /* @__PURE__ */ svgIcon(<path d="M12 19V5M6 11l6-6 6 6" />);
export const ArrowDownIcon = /* @__PURE__ */ svgIcon(<path d="M12 5v14M6 13l6 6 6-6" />);
export const TrashIcon = /* @__PURE__ */ svgIcon(
  <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
);
export const CopyIcon = /* @__PURE__ */ svgIcon(
  <rect x="8" y="8" width="12" height="12" rx="2" />,
  <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />,
);
export const ExternalLinkIcon = /* @__PURE__ */ svgIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const UserIcon = /* @__PURE__ */ svgIcon(
  <circle cx="12" cy="8" r="4" />,
  <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />,
);
export const AlertIcon = /* @__PURE__ */ svgIcon(
  <path d="M12 3l10 18H2L12 3zM12 10v5M12 18h.01" />,
);
export const EyeIcon = /* @__PURE__ */ svgIcon(
  <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />,
  <circle cx="12" cy="12" r="3" />,
);
export const EyeOffIcon = /* @__PURE__ */ svgIcon(
  <path d="M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.6 6.6C3.9 8.3 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);
/** The drag handle of a reorderable row. */
export const GripIcon = /* @__PURE__ */ svgIcon(
  <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />,
);
export const ChevronRightIcon = /* @__PURE__ */ svgIcon(<path d="M9 6l6 6-6 6" />);
export const ShareIcon = /* @__PURE__ */ svgIcon(
  <path d="M12 3v12M7 8l5-5 5 5M5 13v6a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-6" />,
);
export const DownloadIcon = /* @__PURE__ */ svgIcon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);

export const ChartIcon = /* @__PURE__ */ svgIcon(<path d="M4 4v16h16M8 15l3-4 3 2 5-6" />);
export const FlagIcon = /* @__PURE__ */ svgIcon(<path d="M5 21V4M5 4h11l-2 4 2 4H5" />);
