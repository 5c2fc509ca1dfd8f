// Share card benchmark: the render of one card (satori's layout, resvg's PNG), cold (the first in
// a process: fonts read and parsed, Twemoji read) and warm, for both sizes and both languages,
// beside a baseline run in the same process: sharp encoding a plain PNG of the same size, the
// floor any PNG of that size costs.
//   node --import tsx scripts/bench/cards.ts [--runs 5] [--smoke]
// --smoke (npm test's smoke tier, smoke.ts): one run of each.
import { CARD_SIZES, type CardSize } from '@spaces/contracts';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import type { CardContent } from '../../functions/src/cards/layout';
import { renderCard } from '../../functions/src/cards/render';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, smoke: { type: 'boolean', default: false } },
});
const runs = Number(values.runs ?? (values.smoke ? 1 : 5));

const colors: CardContent['colors'] = {
  background: ['#fce7f3', '#dbeafe'],
  angle: 160,
  text: '#1f2937',
  muted: '#4b5563',
  surface: '#ffffff',
  onSurface: '#111827',
  onSurfaceMuted: '#4b5563',
  accent: '#be185d',
  onAccent: '#ffffff',
};
const CARDS: Record<'ja' | 'en', CardContent> = {
  ja: {
    kind: 'space',
    lang: 'ja',
    title: 'みかのお手紙箱 🎉',
    subtitle: 'イラストと日々のこと。お便りはいつでも歓迎です。感想、質問、なんでもどうぞ。',
    spaceName: 'みか',
    slug: 'mika',
    site: 'spaces.example',
    colors,
  },
  en: {
    kind: 'answer',
    lang: 'en',
    title: '',
    question: 'What brushes do you use for the soft watercolour look?',
    answer: 'A dry round brush for the edges and a wet flat one on top 🖌️',
    spaceName: 'Mika Art',
    slug: 'mika',
    site: 'spaces.example',
    colors,
  },
};

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function baseline(size: CardSize): Promise<Buffer> {
  const { width, height } = CARD_SIZES[size];
  return sharp({ create: { width, height, channels: 4, background: '#fce7f3' } })
    .png()
    .toBuffer();
}

const cold = await time(() => renderCard(CARDS.ja, 'og'));
console.log(`cold: first card of the process (ja, og)   ${cold.toFixed(0)} ms`);
console.log('warm (median of runs)      card      baseline (plain PNG)');
for (const size of ['og', 'story'] as const) {
  for (const lang of ['ja', 'en'] as const) {
    const card: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < runs; i++) {
      card.push(await time(() => renderCard(CARDS[lang], size)));
      floor.push(await time(() => baseline(size)));
    }
    console.log(
      `  ${size.padEnd(5)} ${lang}                ${median(card).toFixed(0).padStart(6)} ms ${median(floor).toFixed(0).padStart(9)} ms`,
    );
  }
}
