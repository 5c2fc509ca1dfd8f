// Image pipeline benchmark: how long processImage takes per slot, and the bytes of each variant
// against the source's (what visitors download instead of the upload).
//   node --import tsx scripts/bench/images.ts [--runs 3] [--smoke]
// Sources are drawn here (no files, no network): a 12-megapixel phone photo as JPEG and a
// 2400×1500 illustration as PNG, both with enough detail to compress like real pictures.
// --smoke (npm test's smoke tier, smoke.ts): one run, on sources a tenth of those sides.
import { IMAGE_SLOT_NAMES } from '@spaces/contracts';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { processImage } from '../../functions/src/images/processImage';
import { median } from './stats';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, smoke: { type: 'boolean', default: false } },
});
const runs = Number(values.runs ?? (values.smoke ? 1 : 3));
/** The sources' sides are divided by this. */
const scale = values.smoke ? 10 : 1;

/** A gradient scene with shapes, plus grain: compresses like a photo, not like a flat fill. */
async function scene(width: number, height: number, grain: number): Promise<sharp.Sharp> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f6b26b"/><stop offset="0.5" stop-color="#8e7cc3"/>
      <stop offset="1" stop-color="#1c4587"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 40 }, (_, i) => {
      const x = ((i * 379) % 100) / 100;
      const y = ((i * 613) % 100) / 100;
      return `<circle cx="${x * width}" cy="${y * height}" r="${(0.02 + (i % 7) / 60) * width}" fill="hsl(${(i * 47) % 360},70%,60%)" fill-opacity="0.55"/>`;
    }).join('')}
  </svg>`;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: grain },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: noise, blend: 'overlay' }]);
}

const side = (pixels: number) => Math.round(pixels / scale);
const sources: Array<{ label: string; bytes: Buffer }> = [
  {
    label: `photo ${side(4032)}×${side(3024)} JPEG q85`,
    bytes: await (await scene(side(4032), side(3024), 18)).jpeg({ quality: 85 }).toBuffer(),
  },
  {
    label: `illustration ${side(2400)}×${side(1500)} PNG`,
    bytes: await (await scene(side(2400), side(1500), 4)).png().toBuffer(),
  },
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

for (const source of sources) {
  console.log(`\n${source.label}: ${kib(source.bytes.length)}  (median of ${runs} runs)`);
  console.log('slot                 time      variant   bytes        of source');
  for (const slot of IMAGE_SLOT_NAMES) {
    const times: number[] = [];
    let variants: Array<{ width: number; height: number; data: Buffer }> = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      const result = await processImage(source.bytes, slot, undefined);
      times.push(performance.now() - start);
      if (!result.ok) throw new Error(`${slot}: refused (${result.reason}: ${result.detail})`);
      variants = result.value.variants;
    }
    variants.forEach((v, i) => {
      const head =
        i === 0
          ? `${slot.padEnd(20)} ${`${median(times).toFixed(0)} ms`.padStart(7)}`
          : ' '.repeat(28);
      const ratio = ((v.data.length / source.bytes.length) * 100).toFixed(2);
      console.log(
        `${head}   ${`${v.width}×${v.height}`.padEnd(9)} ${kib(v.data.length).padStart(11)}  ${ratio.padStart(7)} %`,
      );
    });
  }
}
