import { EMBED_FRAME_ORIGINS, type PublicEmbed } from '@spaces/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EmbedList } from './embed-list';
import { playerShape, playerSrc } from '../../components/embed/embed-player';
import { processedImage } from '../../lib/image.fixtures';

const poster = processedImage('embed-poster', 'images/owner/abc123', {
  height: 720,
  color: '#223344',
});
const video: PublicEmbed = {
  id: 'e1',
  provider: 'youtube',
  kind: 'video',
  ref: 'dQw4w9WgXcQ',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: '夜明けのうた MV',
  poster,
};
const track: PublicEmbed = {
  id: 'e2',
  provider: 'spotify',
  kind: 'track',
  ref: '4uLU6hMCjMI75M1A2tKUQC',
  url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
  title: '',
};

function render(embeds: PublicEmbed[]): string {
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: () => <EmbedList embeds={embeds} /> },
  ]);
  return renderToStaticMarkup(<Stub hydrationData={{ loaderData: {} }} />);
}

/** Every address the markup would make a browser load (not links it may follow). */
const loads = (html: string) =>
  [...html.matchAll(/\s(?:src|srcset|poster|data)="([^"]*)"/g)].flatMap((m) =>
    m[1]!.split(/,\s*/).map((part) => part.split(' ')[0]!),
  );

describe('the embed facade', () => {
  it('links to the provider and loads only our own poster variants, never a player', () => {
    const html = render([video, track]);
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('href="https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC"');
    expect(html).not.toContain('<iframe');
    const fetched = loads(html);
    expect(fetched.length).toBeGreaterThan(0);
    for (const address of fetched) {
      expect(decodeURIComponent(address)).toMatch(/^images\/owner\/abc123\/\d+\.webp/);
      expect(address).not.toMatch(/youtube|ytimg|spotify|soundcloud|apple|nicovideo|twitch/);
    }
    expect(html).toContain('夜明けのうた MV');
    // Each facade is an island that the bundle renders again with the same data.
    expect(html.match(/data-island="embedPlayer"/g)).toHaveLength(2);
  });

  it("draws the provider's name where there is no poster", () => {
    const html = render([track]);
    expect(html).toContain('data-testid="embed-placeholder"');
    expect(html).toMatch(/data-testid="embed-placeholder"[^>]*>Spotify</);
    expect(html).not.toContain('<img');
  });
});

describe('the player', () => {
  it('is the privacy-enhanced player, built from the id', () => {
    expect(playerSrc(video, 'spaces.example')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(
      playerSrc(
        { ...track, provider: 'twitch', kind: 'channel', ref: 'streamer' },
        'spaces.example',
      ),
    ).toBe('https://player.twitch.tv/?channel=streamer&parent=spaces.example&autoplay=true');
  });

  it("comes from an origin the page's CSP frames, for every kind", () => {
    const kinds: PublicEmbed[] = [
      video,
      { ...video, kind: 'short' },
      { ...video, kind: 'playlist', ref: 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG' },
      track,
      { ...track, provider: 'soundcloud', kind: 'set', ref: 'artist/sets/live' },
      { ...track, provider: 'appleMusic', kind: 'album', ref: 'jp/album/name/123' },
      { ...track, provider: 'niconico', kind: 'video', ref: 'sm9' },
      { ...track, provider: 'twitch', kind: 'clip', ref: 'AClip' },
      { ...track, provider: 'twitch', kind: 'video', ref: '123' },
    ];
    for (const embed of kinds) {
      const origin = new URL(playerSrc(embed, 'spaces.example')).origin;
      expect(EMBED_FRAME_ORIGINS).toContain(origin);
    }
  });

  it('is a picture frame for video and the provider’s height for audio', () => {
    expect(playerShape(video)).toEqual({ aspect: '16 / 9' });
    expect(playerShape({ provider: 'youtube', kind: 'short' })).toEqual({ aspect: '9 / 16' });
    expect(playerShape(track)).toEqual({ height: 152 });
    expect(playerShape({ provider: 'soundcloud', kind: 'set' })).toEqual({ height: 450 });
  });
});
