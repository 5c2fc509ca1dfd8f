import { describe, expect, it } from 'vitest';
import { refused } from '../spaces/checks.fixtures';
import { validator } from '../platform/compile';
import { updateSpaceEmbeds } from '../spaces/callables';
import { completeSectionOrder, SECTION_KINDS, type SectionKind } from '../spaces/space';
import { checkEmbeds, embedThumbnailUrl, type EmbedInput } from './embed';
import { embedPlayerUrl, embedTargetOf } from './providers';

const row = (provider: EmbedInput['provider'], url: string, extra: Partial<EmbedInput> = {}) => ({
  provider,
  url,
  title: '',
  visible: true,
  ...extra,
});

describe('checkEmbeds', () => {
  it('reduces each address to its provider, kind, id and canonical page', () => {
    const checked = checkEmbeds([
      row('youtube', 'https://youtu.be/dQw4w9WgXcQ?si=tracking', { id: 'e1', title: '  MV  ' }),
      row('spotify', 'https://open.spotify.com/intl-ja/album/4uLU6hMCjMI75M1A2tKUQC?si=x'),
      row('twitch', 'https://www.twitch.tv/SomeStreamer', { visible: false }),
    ]);
    expect(checked).toEqual({
      ok: true,
      value: [
        {
          id: 'e1',
          provider: 'youtube',
          kind: 'video',
          ref: 'dQw4w9WgXcQ',
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          title: 'MV',
          visible: true,
        },
        {
          provider: 'spotify',
          kind: 'album',
          ref: '4uLU6hMCjMI75M1A2tKUQC',
          url: 'https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC',
          title: '',
          visible: true,
        },
        {
          provider: 'twitch',
          kind: 'channel',
          ref: 'somestreamer',
          url: 'https://www.twitch.tv/somestreamer',
          title: '',
          visible: false,
        },
      ],
    });
  });

  it("refuses another provider's address, an unknown one and a repeated id, row by row", () => {
    const checked = checkEmbeds([
      row('spotify', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', { id: 'a' }),
      row('youtube', 'https://example.com/watch?v=dQw4w9WgXcQ'),
      row('niconico', 'https://www.nicovideo.jp/watch/sm9', { id: 'a' }),
      row('youtube', 'javascript:alert(1)'),
    ]);
    expect(checked).toEqual(
      refused(
        ['embeds.0.url', 'embedMismatch'],
        ['embeds.1.url', 'embedMismatch'],
        ['embeds.2.id', 'duplicate'],
        ['embeds.3.url', 'embedMismatch'],
      ),
    );
  });

  it('gives back a target whose player is the privacy-enhanced one', () => {
    const checked = checkEmbeds([row('youtube', 'https://www.youtube.com/shorts/abcdefghijk')]);
    if (!checked.ok) throw new Error('refused');
    const target = embedTargetOf(checked.value[0]!);
    expect(embedPlayerUrl(target, 'spaces.example')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1',
    );
    expect(embedThumbnailUrl(target)).toBe('https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg');
    expect(embedThumbnailUrl({ provider: 'spotify', kind: 'track', id: 'x' })).toBeUndefined();
  });
});

describe('the updateSpaceEmbeds request', () => {
  const valid = validator(updateSpaceEmbeds.request);
  const embed = row('youtube', 'https://youtu.be/dQw4w9WgXcQ');

  it('takes up to the limit of embeds with bounded fields', () => {
    expect(valid({ spaceId: 's1', embeds: [embed] })).toBe(true);
    expect(valid({ spaceId: 's1', embeds: Array.from({ length: 11 }, () => embed) })).toBe(false);
    expect(valid({ spaceId: 's1', embeds: [{ ...embed, title: 'x'.repeat(81) }] })).toBe(false);
    expect(valid({ spaceId: 's1', embeds: [{ ...embed, url: 'x'.repeat(2049) }] })).toBe(false);
    expect(valid({ spaceId: 's1', embeds: [{ ...embed, provider: 'vimeo' }] })).toBe(false);
    expect(valid({ spaceId: 's1', embeds: [{ ...embed, poster: {} }] })).toBe(false);
  });
});

describe('completeSectionOrder', () => {
  it("keeps the owner's order and puts a section saved before it existed in its default place", () => {
    const before: SectionKind[] = [
      'text',
      'cards',
      'sns',
      'buttons',
      'letter',
      'fanMessages',
      'boards',
    ];
    expect(completeSectionOrder(before)).toEqual([
      'text',
      'cards',
      'embeds',
      'sns',
      'buttons',
      'letter',
      'fanMessages',
      'boards',
    ]);
    expect(completeSectionOrder([...SECTION_KINDS].reverse())).toEqual(
      [...SECTION_KINDS].reverse(),
    );
  });

  it('drops repeats and unknown names from a damaged order', () => {
    const damaged = ['sns', 'sns', 'gone', ...SECTION_KINDS] as SectionKind[];
    expect(completeSectionOrder(damaged)).toEqual([...SECTION_KINDS]);
  });
});
