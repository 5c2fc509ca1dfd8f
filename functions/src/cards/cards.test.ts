// The card's layout and renderer: text cut at a grapheme with an ellipsis, emoji drawn from
// Twemoji, Japanese drawn from the font's subsets, both sizes at their pixel sizes, and the
// paths the endpoint accepts.
import { CARD_SIZES, cardPath, cardVersionOf, type CardSize } from '@spaces/contracts';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SAMPLE_COLORS } from './cards.fixtures';
import { emojiDataUrl, emojiFileName } from './emoji';
import { subsetFilesFor } from './fonts';
import { cardLayout, cardText, clip, SITE_NAME, type CardContent } from './layout';
import { renderCard, renderCardSvg } from './render';
import { letterTitle, parseCardPath } from './source';

const ja: CardContent = {
  kind: 'space',
  lang: 'ja',
  title: 'みかのお手紙箱 🎉',
  subtitle: 'イラストと日々のこと。',
  spaceName: 'みか',
  slug: 'mika',
  site: 'spaces.example',
  colors: SAMPLE_COLORS,
};
const en: CardContent = { ...ja, lang: 'en', title: 'Mika draws 🎉', spaceName: 'Mika' };

describe('clip', () => {
  it('keeps text within the limit whole', () => {
    expect(clip('こんにちは', 5)).toBe('こんにちは');
  });

  it('cuts long text with an ellipsis, at most the limit in graphemes', () => {
    expect(clip('あいうえおかきくけこ', 5)).toBe('あいうえ…');
  });

  it('never cuts inside a grapheme: a family emoji stays whole or goes', () => {
    const family = '👨‍👩‍👧';
    expect(clip(`あいう${family}えお`, 5)).toBe(`あいう${family}…`);
    expect(clip(`あいうえ${family}お`, 5)).toBe('あいうえ…');
    expect(clip('🇯🇵🇯🇵🇯🇵', 2)).toBe('🇯🇵…');
  });
});

describe('the layout', () => {
  it('says what the page is in the space’s language', () => {
    expect(cardText(cardLayout({ ...ja, kind: 'letter' }, 'og'))).toContain('お手紙を送る');
    expect(cardText(cardLayout({ ...en, kind: 'letter' }, 'og'))).toContain('Send a letter');
    expect(letterTitle('Mika', 'en')).toBe('Letters to Mika');
    expect(letterTitle('みか', 'ja')).toBe('みかへのお手紙');
  });

  it('cuts a long title with an ellipsis and shows the question and the answer', () => {
    const long = 'あ'.repeat(300);
    expect(cardText(cardLayout({ ...ja, title: long }, 'og'))).toContain('あ…');
    const text = cardText(
      cardLayout(
        { ...en, kind: 'answer', question: 'Which brush?', answer: 'A round one 🖌️' },
        'og',
      ),
    );
    expect(text).toContain('Which brush?');
    expect(text).toContain('A round one 🖌️');
  });
});

describe('Japanese lines', () => {
  it('draw each phrase as an unbreakable box of the answer', () => {
    const layout = cardLayout(
      { ...ja, kind: 'answer', question: 'どの筆？', answer: '丸い筆で空を描いています。' },
      'og',
    );
    const find = (node: unknown): unknown[] =>
      typeof node !== 'object' || node === null
        ? []
        : [
            node,
            ...[(node as { props: { children?: unknown } }).props.children]
              .flat()
              .flatMap((child) => find(child)),
          ];
    const rows = find(layout).filter(
      (node) => (node as { props: { style?: { flexWrap?: string } } }).props.style?.flexWrap,
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('the signature', () => {
  it('carries the site’s name with the page’s address at both sizes', () => {
    for (const size of ['og', 'story'] as const) {
      const text = cardText(cardLayout(ja, size));
      expect(text).toContain(SITE_NAME);
      expect(text).toContain('spaces.example/mika');
    }
  });
});

describe('fonts and emoji', () => {
  it('loads only the subsets the text needs', async () => {
    const latin = await subsetFilesFor('Mika', 700);
    const japanese = await subsetFilesFor('みかのお手紙箱', 700);
    expect(latin.length).toBeGreaterThan(0);
    expect(japanese.length).toBeGreaterThan(latin.length);
    // The whole family is 120 subsets per weight.
    expect(japanese.length).toBeLessThan(20);
  });

  it('names Twemoji files as the set does and finds them', async () => {
    expect(emojiFileName('❤️')).toBe('2764');
    expect(emojiFileName('👨‍👩‍👧')).toBe('1f468-200d-1f469-200d-1f467');
    expect(await emojiDataUrl('🎉')).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});

/** Where a run keeps the cards it drew, for a person to look at (never committed). */
const SNAPSHOTS = fileURLToPath(
  new URL('../../../test-results/screenshots/cards/', import.meta.url),
);

const answerJa: CardContent = {
  ...ja,
  kind: 'answer',
  question: '最近どんな絵を描いていますか？新作が楽しみです！',
  answer:
    '丸い筆で空ばかり描いています。来月の配信で見せられると思うので、楽しみにしていてください。',
};
const answerEn: CardContent = {
  ...en,
  kind: 'answer',
  question: 'What are you drawing these days? I can’t wait for the next one!',
  answer: 'Mostly skies with a round brush. I hope to show them on next month’s stream 🎨',
};

describe('rendering', () => {
  it.each(['og', 'story'] as CardSize[])(
    'draws the answer card at %s size in both languages, kept to look at',
    async (size) => {
      await mkdir(SNAPSHOTS, { recursive: true });
      for (const [lang, content] of [
        ['ja', answerJa],
        ['en', answerEn],
      ] as const) {
        const png = await renderCard(content, size);
        const meta = await sharp(png).metadata();
        expect({ width: meta.width, height: meta.height }).toEqual(CARD_SIZES[size]);
        await writeFile(`${SNAPSHOTS}answer-${lang}-${size}.png`, png);
      }
    },
    30_000,
  );

  it.each(['og', 'story'] as CardSize[])('draws a %s card at its size', async (size) => {
    const png = await renderCard(ja, size);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect({ width: meta.width, height: meta.height }).toEqual(CARD_SIZES[size]);
  });

  it('draws emoji as pictures and text as glyph paths, in both languages', async () => {
    for (const content of [ja, en]) {
      const svg = await renderCardSvg(content, 'og');
      // Twemoji's picture is embedded as an image; each line of text becomes a path.
      expect(svg).toContain('data:image/svg+xml;base64');
      expect(svg.match(/<path/g)?.length ?? 0).toBeGreaterThan(3);
    }
  });
});

describe('card paths', () => {
  it('reads every path cardPath builds', () => {
    for (const target of [
      { kind: 'space' },
      { kind: 'letter' },
      { kind: 'board', boardSlug: 'qa' },
      { kind: 'answer', boardSlug: 'qa', postId: 'Ab12_x' },
    ] as const) {
      for (const size of ['og', 'story'] as const) {
        expect(parseCardPath(cardPath('mika', target, size))).toEqual({
          slug: 'mika',
          target,
          size,
        });
      }
    }
  });

  it('refuses paths it never builds', () => {
    for (const path of [
      '/api/cards/mika/space.big.png',
      '/api/cards/mika/other.og.png',
      '/api/cards/Mika/space.og.png',
      '/api/cards/mika/board/../x.og.png',
      '/api/cards/mika/space.og.png/x',
    ])
      expect(parseCardPath(path)).toBeUndefined();
  });

  it('turns the public document’s time into the version', () => {
    expect(cardVersionOf('2026-01-02T03:04:05.123456789Z')).toBe(
      Date.UTC(2026, 0, 2, 3, 4, 5, 123),
    );
  });
});
