// The QR code of a space's public URL (printed or shown on stream for fans to scan): error
// correction H, so the symbol still reads with up to about 30 % of it covered, and the 4-module
// quiet zone scanners need around it. One SVG path of unit squares: crisp at any size, a few KB,
// the same markup on the page and in the downloaded file.
import QRCode from 'qrcode';

/** Light modules around the symbol, as the QR specification asks. */
export const QUIET_ZONE = 4;

export interface QrSymbol {
  /** Modules per side, quiet zone included: the SVG's viewBox. */
  size: number;
  /** The dark modules as one path in module units. */
  path: string;
}

export function qrSymbol(text: string): QrSymbol {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path };
}

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The logo's share of the symbol's side: error correction H reads through it (qr-code.test.ts). */
const LOGO_FRACTION = 0.2;

/** Where a logo goes: a light square in the middle, in module units, with a module of margin. */
export function qrLogoBox(symbol: QrSymbol): { at: number; side: number; inset: number } {
  const side = Math.round(symbol.size * LOGO_FRACTION);
  return { at: (symbol.size - side) / 2, side, inset: 1 };
}

/** The logo's markup: a white square and, inside its margin, the image cut to a circle. */
function qrLogoSvg(symbol: QrSymbol, logoHref: string): string {
  const { at, side, inset } = qrLogoBox(symbol);
  const r = (side - 2 * inset) / 2;
  const c = at + side / 2;
  return (
    `<rect x="${at}" y="${at}" width="${side}" height="${side}" fill="#fff"/>` +
    `<clipPath id="qr-logo"><circle cx="${c}" cy="${c}" r="${r}"/></clipPath>` +
    `<image href="${escapeXml(logoHref)}" x="${at + inset}" y="${at + inset}" ` +
    `width="${side - 2 * inset}" height="${side - 2 * inset}" clip-path="url(#qr-logo)" ` +
    `preserveAspectRatio="xMidYMid slice"/>`
  );
}

/**
 * A standalone SVG file of the symbol: black on white, `label` as its accessible title, and the
 * logo in the middle when given (a data URL, so that the file carries it).
 */
export function qrSvgFile(symbol: QrSymbol, label: string, logoHref?: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${symbol.size} ${symbol.size}" ` +
    `width="${symbol.size * 8}" height="${symbol.size * 8}" shape-rendering="crispEdges" ` +
    `role="img"><title>${escapeXml(label)}</title>` +
    `<rect width="100%" height="100%" fill="#fff"/><path d="${symbol.path}" fill="#000"/>` +
    `${logoHref === undefined ? '' : qrLogoSvg(symbol, logoHref)}</svg>`
  );
}
