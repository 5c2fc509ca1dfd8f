// The demo space's pictures, drawn here as SVG (no files, no network) and put through the real
// image pipeline: staged with the Admin SDK as the editor's upload would be, then awaited until the
// Storage trigger has attached them. A slot whose image is already there is left alone.
import { imageVariantPath, stagingPath, type ImageRef, type ImageSlot } from '@spaces/contracts';
import { getStorage } from 'firebase-admin/storage';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { getUpload } from '../functions/src/images/store';
import { DEMO_BOARDS } from '../fixtures/demo';

/** The demo's pictures: a slot of the space, or a card or button (by its id in the seed). */
export type DemoSlot =
  | 'space-avatar'
  | 'space-header'
  | 'thanks-letter'
  | 'card-music'
  | 'card-live'
  | 'button-shop'
  | 'button-sale'
  | 'board-news'
  | 'embed-video';
export const DEMO_CARD_IDS = { 'card-music': 'demo-card-1', 'card-live': 'demo-card-2' } as const;
export const DEMO_BUTTON_IDS = {
  'button-shop': 'demo-button-shop',
  'button-sale': 'demo-button-sale',
} as const;
/** The demo's embed (fixtures/demo-space.ts), whose poster is drawn here like any picture. */
export const DEMO_EMBED_ID = 'demo-embed-1';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** How long the trigger may take, a cold Functions emulator worker included. */
const DEADLINE_MS = 120_000;

/** A demo picture: an SVG drawing's size and body, and a JPEG's quality (a PNG without one). */
interface Drawing {
  width: number;
  height: number;
  body: string;
  jpegQuality?: number;
}

/** The drawing's bytes as uploaded, and their content type. */
async function encode({ width, height, body, jpegQuality }: Drawing) {
  const drawn = sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
    ),
  );
  return jpegQuality === undefined
    ? { bytes: await drawn.png().toBuffer(), contentType: 'image/png' }
    : { bytes: await drawn.jpeg({ quality: jpegQuality }).toBuffer(), contentType: 'image/jpeg' };
}

/** A planet with a ring on a dusk gradient: the demo creator's avatar. */
function avatar(): Drawing {
  return {
    width: 768,
    height: 768,
    body: `<defs>
        <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="#ff9a8b"/><stop offset="0.55" stop-color="#a18cd1"/>
          <stop offset="1" stop-color="#5b6ee1"/></linearGradient>
        <radialGradient id="planet" cx="0.35" cy="0.35" r="0.7">
          <stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="#f7b267"/></radialGradient>
      </defs>
      <rect width="768" height="768" fill="url(#sky)"/>
      <circle cx="384" cy="384" r="190" fill="url(#planet)"/>
      <ellipse cx="384" cy="400" rx="310" ry="70" fill="none" stroke="#ffffff" stroke-width="22" stroke-opacity="0.85" transform="rotate(-18 384 400)"/>
      <circle cx="150" cy="140" r="10" fill="#ffffff"/><circle cx="640" cy="170" r="7" fill="#ffffff"/>
      <circle cx="600" cy="640" r="9" fill="#ffffff"/><circle cx="110" cy="560" r="6" fill="#ffffff"/>`,
  };
}

/** Rolling hills under a sky with a sun: the wide header (3:1). */
function header(): Drawing {
  return {
    width: 1920,
    height: 640,
    jpegQuality: 90,
    body: `<defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#5b6ee1"/><stop offset="0.6" stop-color="#a18cd1"/>
          <stop offset="1" stop-color="#fbc2eb"/></linearGradient></defs>
      <rect width="1920" height="640" fill="url(#sky)"/>
      <circle cx="1450" cy="250" r="120" fill="#fff3b0"/>
      <path d="M0 470 C 320 380 640 520 960 450 S 1600 380 1920 460 L1920 640 L0 640 Z" fill="#7f6ad6"/>
      <path d="M0 540 C 400 470 760 600 1180 530 S 1700 500 1920 560 L1920 640 L0 640 Z" fill="#4c3fa3"/>
      ${Array.from({ length: 24 }, (_, i) => `<circle cx="${(i * 397) % 1920}" cy="${(i * 131) % 300}" r="${2 + (i % 4)}" fill="#ffffff" fill-opacity="0.8"/>`).join('')}`,
  };
}

/** Hearts and confetti: the picture fans see after sending a letter. */
function thanks(): Drawing {
  const heart = (x: number, y: number, s: number, color: string) =>
    `<path transform="translate(${x} ${y}) scale(${s})" fill="${color}" d="M0 -20 C -25 -55 -75 -25 -50 10 L0 55 L50 10 C 75 -25 25 -55 0 -20 Z"/>`;
  return {
    width: 1280,
    height: 720,
    body: `<rect width="1280" height="720" fill="#fff4f1"/>
      ${heart(640, 330, 3.2, '#ff6f91')}${heart(360, 220, 1.3, '#ffc75f')}${heart(930, 470, 1.5, '#845ec2')}
      ${Array.from({ length: 40 }, (_, i) => `<rect x="${(i * 233) % 1280}" y="${(i * 157) % 720}" width="14" height="6" rx="3" fill="hsl(${(i * 53) % 360},75%,65%)" transform="rotate(${(i * 37) % 180} ${(i * 233) % 1280} ${(i * 157) % 720})"/>`).join('')}`,
  };
}

/** A record with light rays: the new single's card (4:3). */
function music(): Drawing {
  return {
    width: 1200,
    height: 900,
    jpegQuality: 88,
    body: `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#f6d365"/><stop offset="1" stop-color="#fda085"/></linearGradient></defs>
      <rect width="1200" height="900" fill="url(#bg)"/>
      ${Array.from({ length: 12 }, (_, i) => `<path d="M600 450 L${600 + 900 * Math.cos((i * Math.PI) / 6)} ${450 + 900 * Math.sin((i * Math.PI) / 6)} L${600 + 900 * Math.cos((i * Math.PI) / 6 + 0.18)} ${450 + 900 * Math.sin((i * Math.PI) / 6 + 0.18)} Z" fill="#ffffff" fill-opacity="0.18"/>`).join('')}
      <circle cx="600" cy="450" r="300" fill="#1f1d2b"/>
      ${[260, 220, 180, 140].map((r) => `<circle cx="600" cy="450" r="${r}" fill="none" stroke="#3a3650" stroke-width="4"/>`).join('')}
      <circle cx="600" cy="450" r="95" fill="#ff6f91"/><circle cx="600" cy="450" r="14" fill="#1f1d2b"/>`,
  };
}

/** A stage under spotlights: the live tour's card (4:3). */
function live(): Drawing {
  return {
    width: 1200,
    height: 900,
    body: `<rect width="1200" height="900" fill="#1b1340"/>
      ${[200, 600, 1000].map((x, i) => `<path d="M${x} 0 L${x - 220} 700 L${x + 220} 700 Z" fill="${['#ff9a8b', '#a18cd1', '#84fab0'][i]}" fill-opacity="0.35"/>`).join('')}
      <rect x="0" y="700" width="1200" height="200" fill="#0e0a26"/>
      ${Array.from({ length: 30 }, (_, i) => `<circle cx="${20 + i * 40}" cy="${760 + (i % 3) * 18}" r="16" fill="#2d2566"/>`).join('')}
      ${Array.from({ length: 30 }, (_, i) => `<circle cx="${(i * 397) % 1200}" cy="${(i * 89) % 600}" r="3" fill="#ffffff" fill-opacity="0.7"/>`).join('')}`,
  };
}

/** Paper notes pinned on a board: the news board's cover (3:1). */
function notes(): Drawing {
  const note = (x: number, y: number, r: number, color: string) =>
    `<g transform="translate(${x} ${y}) rotate(${r})"><rect x="-110" y="-80" width="220" height="160" rx="6" fill="${color}"/>
    <rect x="-80" y="-40" width="160" height="10" rx="5" fill="#00000022"/><rect x="-80" y="-15" width="120" height="10" rx="5" fill="#00000022"/>
    <circle cx="0" cy="-70" r="9" fill="#e0566b"/></g>`;
  return {
    width: 1500,
    height: 500,
    jpegQuality: 88,
    body: `<rect width="1500" height="500" fill="#f3e6d3"/>
      ${['#fff4b8', '#c9f2e0', '#ffd6e7', '#d8e4ff', '#ffe1c2', '#e9dcff'].map((c, i) => note(170 + i * 235, i % 2 ? 300 : 210, i % 2 ? 6 : -5, c)).join('')}`,
  };
}

/** A singer at a stand microphone under stage lights: the demo video's poster (16:9). */
function stage(): Drawing {
  const beam = (x: number, color: string) =>
    `<polygon points="${x - 40},0 ${x + 40},0 ${x + 260},720 ${x - 260},720" fill="${color}" fill-opacity="0.28"/>`;
  return {
    width: 1280,
    height: 720,
    jpegQuality: 86,
    body: `<defs>
        <linearGradient id="night" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#1d1b4f"/><stop offset="1" stop-color="#6a3f8f"/></linearGradient></defs>
      <rect width="1280" height="720" fill="url(#night)"/>
      ${beam(330, '#ffd6e7')}${beam(640, '#fff3b0')}${beam(950, '#c9f2e0')}
      <ellipse cx="640" cy="660" rx="420" ry="40" fill="#00000055"/>
      <rect x="632" y="330" width="16" height="330" rx="8" fill="#d9d9e8"/>
      <rect x="610" y="250" width="60" height="100" rx="30" fill="#f2f2f7"/>
      <circle cx="540" cy="300" r="56" fill="#fbc2eb"/>
      <path d="M460 660 Q470 420 540 380 Q610 420 620 660 Z" fill="#a18cd1"/>
      <circle cx="190" cy="120" r="6" fill="#ffffff"/><circle cx="1100" cy="90" r="8" fill="#ffffff"/>
      <circle cx="1040" cy="240" r="5" fill="#ffffff"/><circle cx="260" cy="300" r="4" fill="#ffffff"/>`,
  };
}

/** A shopping bag with a star: the shop button's thumbnail (square). */
function shop(): Drawing {
  return {
    width: 512,
    height: 512,
    body: `<rect width="512" height="512" fill="#c9f2e0"/>
      <path d="M190 190 C 190 110 322 110 322 190" fill="none" stroke="#2d6a4f" stroke-width="22" stroke-linecap="round"/>
      <rect x="120" y="180" width="272" height="240" rx="26" fill="#52b788"/>
      <path d="M256 240 L275 285 L323 288 L286 318 L298 365 L256 339 L214 365 L226 318 L189 288 L237 285 Z" fill="#fff3b0"/>`,
  };
}

/** A price tag with a percent sign: the sale button's thumbnail (square). */
function sale(): Drawing {
  return {
    width: 512,
    height: 512,
    body: `<rect width="512" height="512" fill="#ffd6e7"/>
      <path d="M120 150 L300 150 L410 260 L270 400 L120 250 Z" fill="#ff6f91" transform="rotate(-12 256 256)"/>
      <circle cx="175" cy="205" r="22" fill="#ffd6e7"/>
      <text x="270" y="318" font-family="sans-serif" font-size="130" font-weight="700" fill="#ffffff" text-anchor="middle">%</text>`,
  };
}

const DRAWINGS: Record<DemoSlot, { slot: ImageSlot; itemId?: string; draw: () => Drawing }> = {
  'space-avatar': { slot: 'space-avatar', draw: avatar },
  'space-header': { slot: 'space-header', draw: header },
  'thanks-letter': { slot: 'thanks-letter', draw: thanks },
  'card-music': {
    slot: 'card',
    itemId: DEMO_CARD_IDS['card-music'],
    draw: music,
  },
  'card-live': {
    slot: 'card',
    itemId: DEMO_CARD_IDS['card-live'],
    draw: live,
  },
  'button-shop': {
    slot: 'button',
    itemId: DEMO_BUTTON_IDS['button-shop'],
    draw: shop,
  },
  'button-sale': {
    slot: 'button',
    itemId: DEMO_BUTTON_IDS['button-sale'],
    draw: sale,
  },
  'board-news': {
    slot: 'board-cover',
    itemId: DEMO_BOARDS.news.boardId,
    draw: notes,
  },
  'embed-video': {
    slot: 'embed-poster',
    itemId: DEMO_EMBED_ID,
    draw: stage,
  },
};

function bucket(projectId: string) {
  return getStorage().bucket(`${projectId}.appspot.com`);
}

/** Whether the slot's current image is there in full (an earlier seed, or the owner's edit). */
async function isPresent(projectId: string, image: ImageRef | undefined): Promise<boolean> {
  if (!image) return false;
  const found = await Promise.all(
    image.widths.map((w) => bucket(projectId).file(imageVariantPath(image, w)).exists()),
  );
  return found.every(([exists]) => exists);
}

async function awaitPipeline(uploadId: string, slot: DemoSlot): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const upload = await getUpload(uploadId);
    if (upload?.status === 'ready') return;
    if (upload?.status === 'failed')
      throw new Error(`the image pipeline refused the demo ${slot}: ${upload.reason}`);
    if (Date.now() > deadline)
      throw new Error(
        `the demo ${slot} was not processed within ${DEADLINE_MS / 1000} s: is the Functions emulator running?`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Puts a demo picture into each slot that lacks one, all at once, through the pipeline; answers
 * the slots it filled.
 */
export async function seedImages(options: {
  projectId: string;
  uid: string;
  spaceId: string;
  current: Record<DemoSlot, ImageRef | undefined>;
}): Promise<DemoSlot[]> {
  const { projectId, uid, spaceId, current } = options;
  const missing: DemoSlot[] = [];
  for (const slot of Object.keys(DRAWINGS) as DemoSlot[])
    if (!(await isPresent(projectId, current[slot]))) missing.push(slot);
  await Promise.all(
    missing.map(async (slot) => {
      const { draw, slot: target, itemId } = DRAWINGS[slot];
      const { bytes, contentType } = await encode(draw());
      const uploadId = [...randomBytes(20)].map((b) => ALNUM[b % ALNUM.length]).join('');
      await bucket(projectId)
        .file(stagingPath(uid, uploadId))
        .save(bytes, {
          resumable: false,
          contentType,
          metadata: { metadata: { slot: target, spaceId, ...(itemId && { itemId }) } },
        });
      await awaitPipeline(uploadId, slot);
    }),
  );
  return missing;
}
