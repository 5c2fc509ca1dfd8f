// What a card looks like: the page's own words large on the space's background, a surface panel
// in the theme's colours, and the space's avatar and name as the signature. Plain satori nodes
// (no JSX), sized for the card's two shapes.
import { CARD_SIZES, graphemePrefix, type CardSize } from '@spaces/contracts';
import { phrasesOf } from '@spaces/contracts/phrases';

export type CardLang = 'ja' | 'en';

export interface CardColors {
  /** One colour, or a gradient's two stops. */
  background: readonly string[];
  angle: number;
  text: string;
  muted: string;
  surface: string;
  onSurface: string;
  onSurfaceMuted: string;
  accent: string;
  onAccent: string;
}

export interface CardContent {
  kind: 'space' | 'letter' | 'board' | 'answer';
  lang: CardLang;
  /** The page's title: the space's name, the board's title, the letter page's title. */
  title: string;
  /** A line under the title: the bio, the board's description. */
  subtitle?: string;
  /** For answers: the question as sent and the owner's answer. */
  question?: string;
  answer?: string;
  spaceName: string;
  slug: string;
  /**
   * The site's host (`spaces.example`): with the space's path, the address a story's viewer types
   * to find the page, under the site's name.
   */
  site: string;
  /** The avatar as a PNG or JPEG data URL; a monogram is drawn without one. */
  avatar?: string;
  colors: CardColors;
}

export interface CardNode {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: CardChild | CardChild[];
    [key: string]: unknown;
  };
}
type CardChild = CardNode | string;

const LABELS: Record<CardLang, Record<CardContent['kind'], string>> = {
  ja: { space: 'スペース', letter: 'お手紙を送る', board: 'ボード', answer: 'メッセージへの回答' },
  en: { space: 'Space', letter: 'Send a letter', board: 'Board', answer: 'An answer' },
};

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` cut to `max` graphemes with an ellipsis, never inside a grapheme (an emoji built of
 * several code points stays whole or goes whole).
 */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let count = 0;
  for (const _ of segmenter.segment(flat)) {
    count += 1;
    if (count > max) return `${graphemePrefix(flat, max - 1).trimEnd()}…`;
  }
  return flat;
}

/** Graphemes each size fits, in two or three lines of the title's type. */
const LIMITS: Record<
  CardSize,
  { title: number; subtitle: number; question: number; answer: number }
> = {
  og: { title: 44, subtitle: 70, question: 72, answer: 80 },
  story: { title: 60, subtitle: 120, question: 120, answer: 200 },
};

function el(
  type: string,
  style: Record<string, unknown>,
  children?: CardChild | CardChild[],
): CardNode {
  return { type, props: { style, ...(children === undefined ? {} : { children }) } };
}

/** The site's name, drawn beside the page's address on every card. */
export const SITE_NAME = 'Spaces';

/**
 * A block of text whose Japanese lines break only between phrases (phrases.ts): each phrase is an
 * unbreakable box in a wrapping row. Text without Japanese is one box and breaks between words.
 */
function words(text: string, style: Record<string, unknown>): CardNode {
  const phrases = phrasesOf(text);
  if (phrases.length === 1) return el('div', { display: 'flex', ...style }, text);
  return el(
    'div',
    { display: 'flex', flexWrap: 'wrap', ...style },
    phrases.map((phrase) => el('div', { display: 'flex' }, phrase)),
  );
}

function avatar(content: CardContent, px: number): CardNode {
  const { colors } = content;
  if (content.avatar !== undefined)
    return {
      type: 'img',
      props: {
        src: content.avatar,
        width: px,
        height: px,
        style: {
          width: px,
          height: px,
          borderRadius: px / 2,
          border: `4px solid ${colors.surface}`,
        },
      },
    };
  const initial = graphemePrefix(content.spaceName.trim(), 1) || '?';
  return el(
    'div',
    {
      width: px,
      height: px,
      borderRadius: px / 2,
      background: colors.accent,
      color: colors.onAccent,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: px * 0.45,
      fontWeight: 700,
    },
    initial,
  );
}

/** The answer's type size: a short answer is set large, so the card does not look empty. */
function answerSize(text: string, size: CardSize): number {
  const length = [...segmenter.segment(text)].length;
  const [large, medium, small] = size === 'og' ? [50, 42, 34] : [72, 60, 52];
  if (length <= 20) return large;
  if (length <= 40) return medium;
  return small;
}

/** A type size that keeps the title within its lines: shorter titles are set larger. */
function titleSize(text: string, size: CardSize): number {
  const length = [...segmenter.segment(text)].length;
  const [large, small] = size === 'og' ? [76, 52] : [88, 60];
  if (length <= 12) return large;
  if (length <= 24) return Math.round((large + small) / 2);
  return small;
}

export function cardLayout(content: CardContent, size: CardSize): CardNode {
  const { width, height } = CARD_SIZES[size];
  const { colors } = content;
  const limits = LIMITS[size];
  const story = size === 'story';
  const pad = story ? 80 : 64;
  const stops = colors.background;
  const background =
    stops.length > 1
      ? `linear-gradient(${colors.angle}deg, ${stops[0]}, ${stops[1]})`
      : (stops[0] ?? colors.surface);

  const body: CardChild[] = [
    el(
      'div',
      {
        display: 'flex',
        alignSelf: 'flex-start',
        flexShrink: 0,
        padding: '8px 20px',
        borderRadius: 999,
        background: colors.accent,
        color: colors.onAccent,
        fontSize: story ? 30 : 24,
        fontWeight: 700,
      },
      LABELS[content.lang][content.kind],
    ),
  ];
  if (content.kind === 'answer') {
    const question = clip(content.question ?? '', limits.question);
    const answer = clip(content.answer ?? '', limits.answer);
    body.push(
      words(question, {
        flexShrink: 0,
        marginTop: story ? 28 : 20,
        padding: story ? '20px 28px' : '14px 24px',
        // A tinted box alone: a coloured left border on a rounded box drew as a bracket.
        borderRadius: 20,
        background: `${colors.accent}14`,
        color: colors.onSurfaceMuted,
        fontSize: story ? 40 : 26,
        lineHeight: 1.45,
      }),
      words(answer, {
        flexShrink: 0,
        marginTop: story ? 28 : 20,
        color: colors.onSurface,
        fontSize: answerSize(answer, size),
        fontWeight: 700,
        lineHeight: 1.4,
      }),
    );
  } else {
    const title = clip(content.title, limits.title);
    body.push(
      words(title, {
        marginTop: 28,
        color: colors.onSurface,
        fontSize: titleSize(title, size),
        fontWeight: 700,
        lineHeight: 1.25,
        letterSpacing: '-0.01em',
      }),
    );
    if (content.subtitle !== undefined && content.subtitle.trim() !== '')
      body.push(
        words(clip(content.subtitle, limits.subtitle), {
          marginTop: 20,
          color: colors.onSurfaceMuted,
          fontSize: story ? 38 : 30,
          lineHeight: 1.5,
        }),
      );
  }

  const avatarPx = story ? 120 : 88;
  const signature = el('div', { display: 'flex', alignItems: 'center', gap: 24 }, [
    avatar(content, avatarPx),
    el('div', { display: 'flex', flexDirection: 'column' }, [
      el(
        'div',
        { display: 'flex', color: colors.text, fontSize: story ? 40 : 32, fontWeight: 700 },
        clip(content.spaceName, story ? 24 : 28),
      ),
      // The site's name and the page's address, so that someone who sees only the picture (a
      // story) can find the page.
      el('div', { display: 'flex', color: colors.muted, fontSize: story ? 30 : 24, marginTop: 4 }, [
        el('div', { display: 'flex', fontWeight: 700, marginRight: story ? 14 : 10 }, SITE_NAME),
        el('div', { display: 'flex' }, `${content.site}/${content.slug}`),
      ]),
    ]),
  ]);

  return el(
    'div',
    {
      width,
      height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: pad,
      background,
    },
    [
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          justifyContent: 'center',
          padding: story ? 64 : 44,
          borderRadius: story ? 48 : 36,
          background: colors.surface,
          // A hairline, not a blurred shadow: resvg's blur alone took seconds per card.
          border: '2px solid rgba(0, 0, 0, 0.06)',
          overflow: 'hidden',
        },
        body,
      ),
      el('div', { display: 'flex', flexShrink: 0, marginTop: story ? 48 : 28 }, signature),
    ],
  );
}

/** Every string the card draws, for choosing the font subsets. */
export function cardText(node: CardChild | CardChild[] | undefined): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(cardText).join('');
  return cardText(node.props.children);
}
