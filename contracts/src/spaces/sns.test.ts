import { describe, expect, it } from 'vitest';
import { SNS_SERVICES, normalizeSnsLink, snsServiceOfLink, type SnsService } from './sns';

describe('normalizeSnsLink', () => {
  it.each<[SnsService, string, string, string | undefined]>([
    ['x', '@jack', 'https://x.com/jack', 'jack'],
    ['x', 'https://twitter.com/jack', 'https://twitter.com/jack', 'jack'],
    ['x', 'x.com/jack', 'https://x.com/jack', 'jack'],
    ['instagram', 'some.one_', 'https://www.instagram.com/some.one_/', 'some.one_'],
    [
      'instagram',
      'http://www.instagram.com/someone/',
      'https://www.instagram.com/someone/',
      'someone',
    ],
    ['youtube', '@channel', 'https://www.youtube.com/@channel', 'channel'],
    [
      'youtube',
      'https://www.youtube.com/channel/UC123',
      'https://www.youtube.com/channel/UC123',
      undefined,
    ],
    ['tiktok', '@dancer', 'https://www.tiktok.com/@dancer', 'dancer'],
    ['twitch', 'streamer_1', 'https://www.twitch.tv/streamer_1', 'streamer_1'],
    [
      'bluesky',
      '@name.bsky.social',
      'https://bsky.app/profile/name.bsky.social',
      'name.bsky.social',
    ],
    [
      'bluesky',
      'https://bsky.app/profile/me.example.jp',
      'https://bsky.app/profile/me.example.jp',
      'me.example.jp',
    ],
    ['threads', '@someone', 'https://www.threads.com/@someone', 'someone'],
    ['facebook', 'zuck.page', 'https://www.facebook.com/zuck.page', 'zuck.page'],
    ['niconico', '12345', 'https://www.nicovideo.jp/user/12345', '12345'],
    ['niconico', 'https://ch.nicovideo.jp/abc', 'https://ch.nicovideo.jp/abc', undefined],
    ['pixiv', '11', 'https://www.pixiv.net/users/11', '11'],
    ['discord', 'AbCd12', 'https://discord.gg/AbCd12', 'AbCd12'],
    ['github', 'octocat', 'https://github.com/octocat', 'octocat'],
    ['note', 'writer_1', 'https://note.com/writer_1', 'writer_1'],
    ['fanbox', 'artist', 'https://artist.fanbox.cc/', 'artist'],
    ['fanbox', 'https://artist.fanbox.cc/posts/1', 'https://artist.fanbox.cc/posts/1', 'artist'],
    ['fanbox', 'https://www.fanbox.cc/@artist', 'https://www.fanbox.cc/@artist', 'artist'],
    ['skeb', '@painter', 'https://skeb.jp/@painter', 'painter'],
    ['website', 'example.com', 'https://example.com/', undefined],
    ['website', 'http://example.com/a', 'http://example.com/a', undefined],
    ['email', 'me@example.com', 'mailto:me@example.com', 'me@example.com'],
    ['email', 'mailto:me@example.com', 'mailto:me@example.com', 'me@example.com'],
  ])('%s %j → %s', (service, input, url, handle) => {
    expect(normalizeSnsLink(service, input)).toEqual(
      handle === undefined ? { url } : { url, handle },
    );
  });

  it.each<[SnsService, string]>([
    ['x', 'https://instagram.com/jack'],
    ['x', 'https://x.com.evil.example/jack'],
    ['x', 'https://evilx.com/jack'],
    ['x', 'javascript:alert(1)'],
    ['x', 'has space'],
    ['x', 'far_too_long_handle_here'],
    ['instagram', 'https://user:pw@instagram.com/x'],
    ['youtube', 'ab'],
    ['niconico', 'abc'],
    ['pixiv', 'https://pixiv.net.example.com/users/1'],
    ['fanbox', 'https://fanbox.cc.example.com/'],
    ['website', 'mailto:me@example.com'],
    ['website', 'javascript:alert(1)'],
    ['email', 'not-an-address'],
    ['email', 'me@example.com<script>'],
    ['github', ''],
    ['github', '   '],
  ])('refuses %s %j', (service, input) => {
    expect(normalizeSnsLink(service, input)).toBeNull();
  });

  it('accepts a link of its own service for every service', () => {
    const samples: Record<SnsService, string> = {
      x: 'https://x.com/a',
      instagram: 'https://instagram.com/a',
      youtube: 'https://youtu.be/abc',
      tiktok: 'https://www.tiktok.com/@a1',
      twitch: 'https://twitch.tv/abc',
      bluesky: 'https://bsky.app/profile/a.bsky.social',
      threads: 'https://www.threads.net/@a',
      facebook: 'https://fb.com/abcde',
      niconico: 'https://nico.ms/sm9',
      pixiv: 'https://www.pixiv.net/users/1',
      discord: 'https://discord.com/invite/abc',
      github: 'https://github.com/a',
      note: 'https://note.com/abc',
      fanbox: 'https://a.fanbox.cc',
      skeb: 'https://skeb.jp/@a',
      website: 'https://example.org',
      email: 'a@example.org',
    };
    for (const service of SNS_SERVICES) {
      expect(normalizeSnsLink(service, samples[service]), service).not.toBeNull();
    }
  });
});

describe('snsServiceOfLink', () => {
  it('names the service of a pasted link by its host', () => {
    expect(snsServiceOfLink('https://www.instagram.com/mika')).toBe('instagram');
    expect(snsServiceOfLink('youtube.com/@mika')).toBe('youtube');
    expect(snsServiceOfLink(' https://twitter.com/mika ')).toBe('x');
    expect(snsServiceOfLink('https://mika.fanbox.cc/')).toBe('fanbox');
  });

  it('names none for a handle, an address or a site of no known service', () => {
    expect(snsServiceOfLink('mika')).toBeNull();
    expect(snsServiceOfLink('@mika')).toBeNull();
    expect(snsServiceOfLink('mailto:mika@example.com')).toBeNull();
    expect(snsServiceOfLink('https://shop.example.com/mika')).toBeNull();
    expect(snsServiceOfLink('javascript:alert(1)')).toBeNull();
  });
});
