// Renders the shipped images from SVG we own: the favicon set and the 1200×630 social preview.
// Run after changing the artwork: node --import tsx hosting/scripts/images.ts
// (The outputs are committed: builds must not depend on the fonts of the machine they run on.)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');

// Tailwind's green-600 / blue-500 / green-50: the theme's primary and secondary.
const PRIMARY = '#16a34a';
const SECONDARY = '#3b82f6';

/** Four tiles, one highlighted: a page made of spaces. Drawn in a 64×64 box. */
const mark = (x: number, y: number, size: number) => `
  <g transform="translate(${x} ${y}) scale(${size / 64})">
    <rect width="64" height="64" rx="14" fill="${PRIMARY}"/>
    <rect x="13" y="13" width="17" height="17" rx="4" fill="#fff"/>
    <rect x="34" y="13" width="17" height="17" rx="4" fill="${SECONDARY}"/>
    <rect x="13" y="34" width="17" height="17" rx="4" fill="#fff"/>
    <rect x="34" y="34" width="17" height="17" rx="4" fill="#fff"/>
  </g>`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${mark(0, 0, 64)}</svg>\n`;

const preview = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f0fdf4"/>
      <stop offset="1" stop-color="#eff6ff"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="0" y="606" width="1200" height="24" fill="${PRIMARY}"/>
  ${mark(96, 175, 200)}
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#0f172a">
    <text x="350" y="285" font-size="112" font-weight="bold">Spaces</text>
    <text x="354" y="365" font-size="40" fill="#334155">Your page, your links, letters from fans.</text>
    <text x="354" y="420" font-size="32" fill="#15803d">For streamers, VTubers, artists and writers</text>
  </g>
</svg>\n`;

/** An .ico holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, png]);
}

mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'favicon.svg'), favicon);
const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: 300 }).resize(size, size).png().toBuffer();
writeFileSync(path.join(out, 'favicon.ico'), icoFromPng(await png(favicon, 32), 32));
writeFileSync(path.join(out, 'apple-touch-icon.png'), await png(favicon, 180));
await sharp(Buffer.from(preview))
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, 'og-image.png'));
console.log(`images written to ${out}`);
