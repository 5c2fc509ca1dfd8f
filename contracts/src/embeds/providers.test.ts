import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_ORIGINS, embedPageUrl, embedPlayerUrl, parseEmbedUrl } from './providers';

describe('parseEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'youtube', 'video', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'video', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'video', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/abcdefghijk', 'youtube', 'short', 'abcdefghijk'],
    ['https://www.youtube.com/live/abcdefghijk', 'youtube', 'video', 'abcdefghijk'],
    [
      'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      'youtube',
      'playlist',
      'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    ],
    [
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      'spotify',
      'track',
      '4uLU6hMCjMI75M1A2tKUQC',
    ],
    [
      'https://open.spotify.com/intl-ja/album/4uLU6hMCjMI75M1A2tKUQC?si=x',
      'spotify',
      'album',
      '4uLU6hMCjMI75M1A2tKUQC',
    ],
    ['https://soundcloud.com/artist-name/a-track', 'soundcloud', 'track', 'artist-name/a-track'],
    ['https://soundcloud.com/artist/sets/live-2026', 'soundcloud', 'set', 'artist/sets/live-2026'],
    [
      'https://music.apple.com/jp/album/some-album/1440857781?i=1440857786',
      'appleMusic',
      'album',
      'jp/album/some-album/1440857781?i=1440857786',
    ],
    [
      'https://music.apple.com/us/playlist/chill/pl.u-abc123',
      'appleMusic',
      'playlist',
      'us/playlist/chill/pl.u-abc123',
    ],
    ['https://www.nicovideo.jp/watch/sm9', 'niconico', 'video', 'sm9'],
    ['https://nico.ms/so123456', 'niconico', 'video', 'so123456'],
    ['https://www.twitch.tv/Some_Streamer', 'twitch', 'channel', 'some_streamer'],
    ['https://www.twitch.tv/videos/123456789', 'twitch', 'video', '123456789'],
    ['https://clips.twitch.tv/FunnyClip-abc_12', 'twitch', 'clip', 'FunnyClip-abc_12'],
    ['https://www.twitch.tv/streamer/clip/FunnyClip', 'twitch', 'clip', 'FunnyClip'],
  ])('reads %s', (url, provider, kind, id) => {
    expect(parseEmbedUrl(url)).toEqual({ provider, kind, id });
  });

  it.each([
    ['not a url'],
    ['javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ'],
    ['ftp://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload'],
    ['https://www.youtube.com/channel/UCabc'],
    ['https://www.youtube.com/playlist?list=x'],
    ['https://youtu.be/dQw4w9WgXcQ/extra'],
    ['https://open.spotify.com/user/4uLU6hMCjMI75M1A2tKUQC'],
    ['https://open.spotify.com/track/tooShort'],
    ['https://soundcloud.com/artist'],
    ['https://soundcloud.com/artist/sets'],
    ['https://soundcloud.com/artist/track/extra'],
    ['https://music.apple.com/jp/artist/someone/123'],
    ['https://music.apple.com/japan/album/x/123'],
    ['https://www.nicovideo.jp/watch/lv12345'],
    ['https://www.nicovideo.jp/user/123'],
    ['https://www.twitch.tv/videos/abc'],
    ['https://www.twitch.tv/a'],
    ['https://www.twitch.tv/streamer/schedule'],
  ])('refuses %s', (url) => {
    expect(parseEmbedUrl(url)).toBeUndefined();
  });
});

describe('player and page addresses', () => {
  it('loads the privacy-enhanced players, built from the id alone', () => {
    const video = parseEmbedUrl('https://youtu.be/dQw4w9WgXcQ')!;
    expect(embedPlayerUrl(video, 'spaces.example')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    const list = parseEmbedUrl('https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5I')!;
    expect(embedPlayerUrl(list, 'x')).toBe(
      'https://www.youtube-nocookie.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5I&autoplay=1',
    );
    const channel = parseEmbedUrl('https://www.twitch.tv/streamer')!;
    expect(embedPlayerUrl(channel, 'spaces.example')).toBe(
      'https://player.twitch.tv/?channel=streamer&parent=spaces.example&autoplay=true',
    );
    const set = parseEmbedUrl('https://soundcloud.com/artist/sets/live')!;
    expect(embedPlayerUrl(set, 'x')).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Fsets%2Flive&auto_play=true',
    );
  });

  it('frames only the listed origins, whatever the provider', () => {
    const urls = [
      'https://www.youtube.com/shorts/abcdefghijk',
      'https://open.spotify.com/episode/4uLU6hMCjMI75M1A2tKUQC',
      'https://soundcloud.com/a/b',
      'https://music.apple.com/jp/song/x/123',
      'https://nico.ms/sm9',
      'https://www.twitch.tv/videos/1',
      'https://clips.twitch.tv/Clip',
    ];
    for (const url of urls) {
      const target = parseEmbedUrl(url)!;
      const origin = new URL(embedPlayerUrl(target, 'spaces.example')).origin;
      expect(EMBED_FRAME_ORIGINS).toContain(origin);
      // The link without JavaScript reads back as the same embed.
      expect(parseEmbedUrl(embedPageUrl(target))).toEqual(target);
    }
  });
});
