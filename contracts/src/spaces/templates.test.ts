import { describe, expect, it } from 'vitest';
import { ACCOUNT_LANGUAGES } from '../account/account';
import { MessageSettingsSchema } from '../messages/settings';
import { validator } from '../platform/compile';
import { createSpace } from './callables';
import { checkButtons, checkCards, checkTexts, checkTop } from './checks';
import {
  BackgroundInputSchema,
  ButtonInputSchema,
  CardInputSchema,
  TextBlockInputSchema,
  ThemeSchema,
} from './space';
import { publicPageOf } from './public-page';
import {
  isPlaceholderLink,
  newSpaceMessageSettings,
  samplesOf,
  SPACE_TEMPLATES,
  spaceTemplate,
} from './templates';
import { templatePageSource } from './template-page';
import { checkDesign } from './theme';

const cases = SPACE_TEMPLATES.flatMap((id) => ACCOUNT_LANGUAGES.map((lang) => [id, lang] as const));
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe.each(cases)('the %s template in %s', (id, lang) => {
  const template = spaceTemplate(id, lang);
  const texts = [
    template.bio,
    ...template.buttons.map((b) => b.label),
    ...template.cards.flatMap((c) => [c.title, c.text]),
    ...template.texts.flatMap((t) => [t.heading, t.body]),
    template.letterIntro,
    template.fanPrompt,
    ...template.quickPhrases,
  ].filter((t) => t !== '');

  it('matches the schemas the editor forms send', () => {
    for (const b of template.buttons) expect(validator(ButtonInputSchema).issues(b)).toEqual([]);
    for (const c of template.cards) expect(validator(CardInputSchema).issues(c)).toEqual([]);
    for (const t of template.texts) expect(validator(TextBlockInputSchema).issues(t)).toEqual([]);
    expect(validator(BackgroundInputSchema).issues(template.background)).toEqual([]);
    expect(validator(ThemeSchema).issues(template.theme)).toEqual([]);
    const messages = newSpaceMessageSettings(template);
    expect(validator(MessageSettingsSchema).issues(messages)).toEqual([]);
    expect(messages.letterBox.enabled && messages.fanMessages.enabled).toBe(true);
  });

  it('passes the server’s checks, contrast included', () => {
    expect(checkTop({ displayName: 'Mika', bio: template.bio, layout: template.layout }).ok).toBe(
      true,
    );
    expect(checkButtons(template.buttons).ok).toBe(true);
    expect(checkCards(template.cards).ok).toBe(true);
    expect(checkTexts(template.texts).ok).toBe(true);
    expect(checkDesign(template.background, template.theme).ok).toBe(true);
  });

  it('links only to placeholders the owner is asked to replace', () => {
    const links = [...template.buttons.map((b) => b.url), ...template.cards.map((c) => c.url)];
    for (const url of links.filter((u) => u !== undefined)) {
      expect(url).toMatch(/^https:\/\//);
      expect(isPlaceholderLink(url)).toBe(true);
    }
  });

  it('is all samples, which the public page leaves out and the preview keeps', () => {
    const space = templatePageSource(template, 'mika', 'Mika');
    expect(samplesOf(space)).toHaveLength(
      (template.bio ? 1 : 0) +
        template.buttons.length +
        template.cards.length +
        template.texts.length,
    );
    const page = publicPageOf(space);
    expect([page.top.bio, page.buttons, page.cards, page.texts]).toEqual(['', [], [], []]);
    const preview = publicPageOf(space, { samples: 'keep' });
    expect(preview.buttons).toHaveLength(template.buttons.length);
    expect(preview.top.bio).toBe(template.bio);
  });

  it('is written in the owner’s language', () => {
    for (const t of texts) expect(JAPANESE.test(t)).toBe(lang === 'ja');
  });

  if (id !== 'blank')
    it('is a complete page: a bio, a few buttons, and a card or a text block', () => {
      expect(template.bio).not.toBe('');
      expect(template.buttons.length).toBeGreaterThanOrEqual(2);
      expect(template.cards.length + template.texts.length).toBeGreaterThan(0);
    });
});

describe('templates', () => {
  it('offer at least four looks besides blank, each its own theme', () => {
    const looks = SPACE_TEMPLATES.filter((id) => id !== 'blank');
    expect(looks.length).toBeGreaterThanOrEqual(4);
    const presets = new Set(looks.map((id) => spaceTemplate(id, 'ja').theme.preset));
    expect(presets.size).toBe(looks.length);
    expect(spaceTemplate('blank', 'en').buttons).toEqual([]);
  });

  it('are chosen by a known id when a space is created', () => {
    const valid = validator(createSpace.request);
    const request = { slug: 'mika', displayName: 'Mika' };
    expect(valid({ ...request, template: 'artist', lang: 'en' })).toBe(true);
    expect(valid(request)).toBe(true);
    expect(valid.issues({ ...request, template: 'empty' })).toEqual([
      { field: 'template', rule: 'enum' },
    ]);
    expect(valid({ ...request, lang: 'fr' })).toBe(false);
  });

  it('tell the owner’s words from a sample once they are changed at all, whatever the spacing', () => {
    const streamer = spaceTemplate('streamer', 'ja');
    const [block] = streamer.texts;
    const space = {
      top: { bio: `  ${streamer.bio.replace('\n', '\n\n')} ` },
      buttons: [{ id: 'b', label: '配信を見る', url: 'https://www.twitch.tv/mika' }],
      cards: [
        { id: 'c', title: 'お知らせ', text: '金曜に新作', url: 'https://example.com/sample/news' },
      ],
      texts: [
        { id: 't1', heading: block!.heading, body: block!.body },
        { id: 't2', heading: block!.heading, body: '月・水・金　22:00〜' },
      ],
    };
    expect(samplesOf(space)).toEqual([
      { kind: 'bio', name: space.top.bio },
      { kind: 'card', id: 'c', name: 'お知らせ' },
      { kind: 'text', id: 't1', name: '配信スケジュール' },
    ]);
  });

  it('tell a sample link from the owner’s own', () => {
    expect(isPlaceholderLink('https://example.com/sample/shop')).toBe(true);
    // The demo and people's own tests link to example.com too: only the samples' folder counts.
    expect(isPlaceholderLink('https://example.com/shop')).toBe(false);
    expect(isPlaceholderLink('https://shop.example.com/sample/')).toBe(false);
    expect(isPlaceholderLink('https://mika.jp/')).toBe(false);
    expect(isPlaceholderLink('not a url')).toBe(false);
    expect(isPlaceholderLink(undefined)).toBe(false);
  });
});
