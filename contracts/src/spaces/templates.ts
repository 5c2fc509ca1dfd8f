// The templates a new space starts from: each a complete look (theme, background, layout) with
// sample sections in the owner's language, so that the first page already looks finished and the
// owner replaces rather than builds. Sample links point under example.com/sample/: example.com is
// reserved for examples and never anyone's page, and the folder tells a template's samples from
// links people type on example.com themselves (the demo and the tests do). What is still a sample is told from the space itself (the
// words equal a template's, or the link is a placeholder): the editor marks it, and the public page
// leaves it out, so a sample never goes live as the owner's words (decision 072).
import type { AccountLanguage } from '../account/account';
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '../messages/settings';
import {
  type BackgroundInput,
  type ButtonInput,
  type CardInput,
  type SpaceTopInput,
  type TextBlockInput,
  type Theme,
} from './space';
import { DEFAULT_BACKGROUND, DEFAULT_THEME, PRESET_DESIGNS, type ThemePreset } from './theme';
import { stringEnum } from '../platform/schema';

type Layout = SpaceTopInput['layout'];

export const SPACE_TEMPLATES = ['creator', 'streamer', 'artist', 'musician', 'blank'] as const;
export type SpaceTemplateId = (typeof SPACE_TEMPLATES)[number];
export const SpaceTemplateSchema = stringEnum(SPACE_TEMPLATES);

/** Where every template's sample link points: a link there has not been replaced yet. */
const PLACEHOLDER_HOST = 'example.com';
const PLACEHOLDER_FOLDER = '/sample/';

export function isPlaceholderLink(url: string | undefined): boolean {
  if (url === undefined) return false;
  try {
    const parsed = new URL(url);
    return parsed.hostname === PLACEHOLDER_HOST && parsed.pathname.startsWith(PLACEHOLDER_FOLDER);
  } catch {
    return false;
  }
}

const sample = (path: string) => `https://${PLACEHOLDER_HOST}${PLACEHOLDER_FOLDER}${path}`;

/** What a template fills in; every part is what the matching editor form would send. */
export interface SpaceTemplate {
  bio: string;
  layout: Layout;
  buttons: ButtonInput[];
  cards: CardInput[];
  texts: TextBlockInput[];
  background: BackgroundInput;
  theme: Theme;
  letterIntro: string;
  fanPrompt: string;
  quickPhrases: string[];
}

const button = (label: string, path: string): ButtonInput => ({
  label,
  url: sample(path),
  color: 'primary',
  variant: 'solid',
  visible: true,
});

const card = (title: string, text: string, path?: string): CardInput => ({
  title,
  text,
  ...(path ? { url: sample(path) } : {}),
  visible: true,
});

const text = (heading: string, body: string): TextBlockInput => ({ heading, body, visible: true });

type Words = Omit<SpaceTemplate, 'background' | 'theme' | 'layout'>;

interface TemplateDesign {
  preset: ThemePreset | null;
  layout: Layout;
  words: Record<AccountLanguage, Words>;
}

const blankWords: Words = {
  bio: '',
  buttons: [],
  cards: [],
  texts: [],
  letterIntro: '',
  fanPrompt: '',
  quickPhrases: [],
};

const TEMPLATES: Readonly<Record<SpaceTemplateId, TemplateDesign>> = {
  creator: {
    preset: 'clean',
    layout: 'centered',
    words: {
      ja: {
        bio: 'ここに自己紹介を書きましょう。\n活動内容や好きなものを一言で。',
        buttons: [
          button('最新作を見る', 'works'),
          button('ショップ', 'shop'),
          button('お仕事のご依頼', 'contact'),
        ],
        cards: [card('お知らせ', '新しいお知らせをここに書きます。', 'news')],
        texts: [],
        letterIntro: 'お手紙はすべて読んでいます。気軽にどうぞ。',
        fanPrompt: 'ファンメッセージをどうぞ',
        quickPhrases: ['応援しています', 'いつも楽しみにしています'],
      },
      en: {
        bio: 'Write a few words about yourself here.\nWhat you make, what you love.',
        buttons: [
          button('See my latest work', 'works'),
          button('Shop', 'shop'),
          button('Work with me', 'contact'),
        ],
        cards: [card('News', 'Your latest news goes here.', 'news')],
        texts: [],
        letterIntro: 'I read every letter. Say hello!',
        fanPrompt: 'Leave a short message',
        quickPhrases: ['Big fan!', 'Keep it up'],
      },
    },
  },
  streamer: {
    preset: 'night',
    layout: 'centered',
    words: {
      ja: {
        bio: '配信者です。ここに自己紹介を書きましょう。\n配信は毎週〇曜日〇時から。',
        buttons: [
          button('配信を見る', 'live'),
          button('切り抜き・アーカイブ', 'archive'),
          button('メンバーシップ', 'membership'),
        ],
        cards: [],
        texts: [
          text(
            '配信スケジュール',
            '月・水・金　21:00〜\n土　　　　　14:00〜（雑談）\n\n予定は変わることがあります。',
          ),
        ],
        letterIntro: '配信の感想やリクエストをお手紙でどうぞ。',
        fanPrompt: '配信の感想をひとことどうぞ',
        quickPhrases: ['おつかれさまでした', '次の配信も楽しみ'],
      },
      en: {
        bio: 'I stream here. Write a few words about yourself.\nLive every week — say when.',
        buttons: [
          button('Watch live', 'live'),
          button('Clips and archive', 'archive'),
          button('Membership', 'membership'),
        ],
        cards: [],
        texts: [
          text('Stream schedule', 'Mon, Wed, Fri — 9 pm\nSat — 2 pm (chat)\n\nTimes may change.'),
        ],
        letterIntro: 'Send me your thoughts on the streams, or a request.',
        fanPrompt: 'How was the stream?',
        quickPhrases: ['Great stream!', 'See you next time'],
      },
    },
  },
  artist: {
    preset: 'paper',
    layout: 'centered',
    words: {
      ja: {
        bio: 'イラストを描いています。ここに自己紹介を書きましょう。',
        buttons: [button('作品ギャラリー', 'gallery'), button('有償依頼を送る', 'commission')],
        cards: [
          card('新作', '最新の作品の紹介をここに。', 'new-work'),
          card('グッズ', '頒布中のグッズの紹介をここに。', 'goods'),
        ],
        texts: [text('ご依頼について', '受付状況・料金・納期をここに書きます。')],
        letterIntro: '作品の感想をお手紙でいただけるとうれしいです。',
        fanPrompt: '作品の感想をひとことどうぞ',
        quickPhrases: ['絵が大好きです', '新作楽しみです'],
      },
      en: {
        bio: 'I draw. Write a few words about yourself and your art here.',
        buttons: [button('Gallery', 'gallery'), button('Request a commission', 'commission')],
        cards: [
          card('New work', 'Introduce your latest piece here.', 'new-work'),
          card('Goods', 'Introduce your goods here.', 'goods'),
        ],
        texts: [
          text('Commissions', 'Say whether you are open, your prices and how long it takes.'),
        ],
        letterIntro: 'I love hearing what you think of my work.',
        fanPrompt: 'What do you think of my work?',
        quickPhrases: ['Love your art', 'Can’t wait for more'],
      },
    },
  },
  musician: {
    preset: 'pop',
    layout: 'centered',
    words: {
      ja: {
        bio: '音楽をつくっています。ここに自己紹介を書きましょう。',
        buttons: [
          button('新曲を聴く', 'listen'),
          button('ライブ情報', 'live'),
          button('ミュージックビデオ', 'video'),
        ],
        cards: [card('ニューリリース', '新しい作品の紹介をここに。', 'release')],
        texts: [],
        letterIntro: '曲の感想やライブの思い出をお手紙でどうぞ。',
        fanPrompt: '好きな曲を教えてください',
        quickPhrases: ['新曲最高です', 'ライブ行きます'],
      },
      en: {
        bio: 'I make music. Write a few words about yourself here.',
        buttons: [
          button('Listen to the new song', 'listen'),
          button('Live dates', 'live'),
          button('Music videos', 'video'),
        ],
        cards: [card('New release', 'Introduce your latest release here.', 'release')],
        texts: [],
        letterIntro: 'Tell me what my songs mean to you.',
        fanPrompt: 'Which song do you love?',
        quickPhrases: ['Love the new song', 'See you at the show'],
      },
    },
  },
  blank: {
    preset: null,
    layout: 'centered',
    words: { ja: blankWords, en: blankWords },
  },
};

/** The template's look and sample sections in the owner's language. */
export function spaceTemplate(id: SpaceTemplateId, lang: AccountLanguage): SpaceTemplate {
  const design = TEMPLATES[id];
  const { theme, background } = design.preset
    ? PRESET_DESIGNS[design.preset]
    : { theme: DEFAULT_THEME, background: DEFAULT_BACKGROUND };
  const { kind, color, gradientTo, angle, fit, overlayOpacity } = background;
  return {
    ...structuredClone(design.words[lang]),
    layout: design.layout,
    theme: { ...theme },
    background: { kind, color, gradientTo, angle, fit, overlayOpacity },
  };
}

/**
 * A new space's message settings: the letter box and fan messages are on from the start, with the
 * template's words and the usual limits, so that fans can write as soon as the page is published.
 */
export function newSpaceMessageSettings(template: SpaceTemplate): MessageSettings {
  return {
    ...DEFAULT_MESSAGE_SETTINGS,
    letterBox: {
      ...DEFAULT_MESSAGE_SETTINGS.letterBox,
      enabled: true,
      intro: template.letterIntro,
    },
    fanMessages: {
      ...DEFAULT_MESSAGE_SETTINGS.fanMessages,
      enabled: true,
      prompt: template.fanPrompt,
      quickPhrases: [...template.quickPhrases],
    },
  };
}

/** Words compared as written, whatever the spacing around and inside the lines. */
const normal = (text: string) => text.normalize('NFC').replace(/\s+/gu, ' ').trim();

/** Every template's sample words in every language, looked up by their normal form. */
const SAMPLE_WORDS = (() => {
  const bios = new Set<string>();
  const cards = new Set<string>();
  const texts = new Set<string>();
  for (const design of Object.values(TEMPLATES))
    for (const words of Object.values(design.words)) {
      if (words.bio !== '') bios.add(normal(words.bio));
      for (const c of words.cards) cards.add(`${normal(c.title)}\n${normal(c.text)}`);
      for (const t of words.texts) texts.add(`${normal(t.heading)}\n${normal(t.body)}`);
    }
  return { bios, cards, texts };
})();

export function isSampleBio(bio: string): boolean {
  return SAMPLE_WORDS.bios.has(normal(bio));
}

/** A button is a sample while its link is a placeholder: it leads nowhere of the owner's. */
export function isSampleButton(button: { url: string }): boolean {
  return isPlaceholderLink(button.url);
}

/** A card is a sample while its title and text are a template's, or its link a placeholder. */
export function isSampleCard(card: { title: string; text: string; url?: string }): boolean {
  return (
    isPlaceholderLink(card.url) ||
    SAMPLE_WORDS.cards.has(`${normal(card.title)}\n${normal(card.text)}`)
  );
}

export function isSampleText(block: { heading: string; body: string }): boolean {
  return SAMPLE_WORDS.texts.has(`${normal(block.heading)}\n${normal(block.body)}`);
}

export type SampleKind = 'bio' | 'button' | 'card' | 'text';

/** One sample still on a space, as the editor lists it. */
export interface SampleItem {
  kind: SampleKind;
  /** The item's id (none for the bio). */
  id?: string;
  /** What the owner recognises it by: the label, the title, the heading or the bio's start. */
  name: string;
}

/** The samples a space still holds, in page order within each kind. */
export function samplesOf(space: {
  top: { bio: string };
  buttons: readonly { id: string; label: string; url: string }[];
  cards: readonly { id: string; title: string; text: string; url?: string }[];
  texts: readonly { id: string; heading: string; body: string }[];
}): SampleItem[] {
  return [
    ...(isSampleBio(space.top.bio) ? [{ kind: 'bio' as const, name: space.top.bio }] : []),
    ...space.buttons
      .filter(isSampleButton)
      .map((b) => ({ kind: 'button' as const, id: b.id, name: b.label })),
    ...space.cards
      .filter(isSampleCard)
      .map((c) => ({ kind: 'card' as const, id: c.id, name: c.title })),
    ...space.texts
      .filter(isSampleText)
      .map((t) => ({ kind: 'text' as const, id: t.id, name: t.heading })),
  ];
}
