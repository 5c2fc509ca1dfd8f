// The demo fan-art board's drawings: three pictures drawn here with sharp (nothing fetched), made
// into variants by the pipeline's own processImage and written where the pipeline would put them
// (the owner's images folder) under fixed names, so a second seed finds them and writes nothing.
import { imageVariantPath, type ImageRef } from '@spaces/contracts';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { writeVariant } from '../functions/src/images/objects';
import { processImage } from '../functions/src/images/processImage';

const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">${body}</svg>`);

/** A cat's face, a starry sky and a flower field: what fans might draw. */
const DRAWINGS: readonly { id: string; body: string }[] = [
  {
    id: 'demofanart1',
    body: `<rect width="1200" height="900" fill="#ffe8d6"/>
      <circle cx="600" cy="500" r="300" fill="#f4a261"/>
      <path d="M350 330 L400 120 L520 260 Z M850 330 L800 120 L680 260 Z" fill="#f4a261"/>
      <circle cx="490" cy="460" r="40" fill="#2b2d42"/><circle cx="710" cy="460" r="40" fill="#2b2d42"/>
      <path d="M560 580 Q600 620 640 580" stroke="#2b2d42" stroke-width="14" fill="none"/>`,
  },
  {
    id: 'demofanart2',
    body: `<rect width="1200" height="900" fill="#1d3557"/>
      ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 293) % 1200}" cy="${(i * 131) % 620}" r="${3 + (i % 4) * 2}" fill="#f1faee"/>`).join('')}
      <circle cx="930" cy="200" r="90" fill="#ffd166"/>
      <path d="M0 760 Q300 640 600 760 T1200 740 L1200 900 L0 900 Z" fill="#457b9d"/>`,
  },
  {
    id: 'demofanart3',
    body: `<rect width="1200" height="900" fill="#caf0f8"/>
      <rect y="560" width="1200" height="340" fill="#95d5b2"/>
      ${Array.from({ length: 18 }, (_, i) => `<g transform="translate(${40 + i * 65} ${620 + (i % 3) * 70})"><circle r="26" fill="${['#ff70a6', '#ffd670', '#e9ff70'][i % 3]}"/><circle r="9" fill="#ff9770"/></g>`).join('')}`,
  },
];

async function present(bucket: string, image: ImageRef): Promise<boolean> {
  const found = await Promise.all(
    image.widths.map((w) => getStorage().bucket(bucket).file(imageVariantPath(image, w)).exists()),
  );
  return found.every(([exists]) => exists);
}

/** The drawings' images, processed and stored once; in the order of DRAWINGS. */
export async function seedFanArt(projectId: string, ownerUid: string): Promise<ImageRef[]> {
  const bucket = `${projectId}.appspot.com`;
  const images: ImageRef[] = [];
  for (const { id, body } of DRAWINGS) {
    const processed = await processImage(
      await sharp(svg(body)).png().toBuffer(),
      'card',
      undefined,
    );
    if (!processed.ok) throw new Error(`the demo drawing ${id} was refused: ${processed.detail}`);
    const { variants, color } = processed.value;
    const largest = variants[variants.length - 1]!;
    const image: ImageRef = {
      path: `images/${ownerUid}/${id}`,
      width: largest.width,
      height: largest.height,
      widths: variants.map((v) => v.width),
      color,
    };
    if (!(await present(bucket, image)))
      await Promise.all(variants.map((v) => writeVariant(bucket, image, v.width, v.data)));
    images.push(image);
  }
  return images;
}
