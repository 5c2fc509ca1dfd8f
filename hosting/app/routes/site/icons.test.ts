import { iconOf } from '@spaces/contracts/icon-sets';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loader, ICONS_CACHE_CONTROL } from './icons';
import { iconsAnswer, MAX_ICONS_PER_REQUEST, namesOf } from '../../lib/icons.server';

const get = (set: string, query: string) =>
  loader({
    params: { set },
    request: new Request(`http://localhost/api/icons/${set}?${query}`),
  } as Parameters<typeof loader>[0]);

describe('the icon endpoint', () => {
  it('answers the named icons in Iconify’s shape, with long cache headers', async () => {
    const response = get('lucide.json', 'icons=music,heart,no-such-icon');
    expect(response.headers.get('cache-control')).toBe(ICONS_CACHE_CONTROL);
    expect(ICONS_CACHE_CONTROL).toMatch(/max-age=86400/);
    const body = (await response.json()) as ReturnType<typeof iconsAnswer>;
    expect(body.prefix).toBe('lucide');
    expect(body.width).toBe(24);
    expect(body.height).toBe(24);
    expect(Object.keys(body.icons).sort()).toEqual(['heart', 'music']);
    expect(body.icons.music!.body).toContain('<path');
    expect(body.not_found).toEqual(['no-such-icon']);
  });

  it('serves brand marks, and leaves not_found out when all were found', () => {
    const answer = iconsAnswer('simple-icons', ['youtube', 'instagram']);
    expect(answer.prefix).toBe('simple-icons');
    expect(Object.keys(answer.icons)).toEqual(['youtube', 'instagram']);
    expect(answer.not_found).toBeUndefined();
  });

  it('answers only what a saved button keeps: sanitised, no drawing too detailed to keep', () => {
    const { icons } = createRequire(import.meta.url)('@iconify-json/simple-icons/icons.json') as {
      icons: Record<string, { body: string }>;
    };
    const names = Object.keys(icons);
    const answer = iconsAnswer('simple-icons', names.slice(0, MAX_ICONS_PER_REQUEST));
    for (const [name, icon] of Object.entries(answer.icons))
      expect(icon.body, name).toBe(iconOf('simple-icons', name)?.body);
    const [longest] = Object.entries(icons).sort((a, b) => b[1].body.length - a[1].body.length);
    expect(iconsAnswer('simple-icons', [longest![0]]).not_found).toEqual([longest![0]]);
  });

  it('never answers object properties or odd names as icons', () => {
    const answer = iconsAnswer('lucide', ['constructor', '__proto__', 'Music', '../x']);
    expect(answer.icons).toEqual({});
    expect(answer.not_found).toEqual(['constructor', '__proto__', 'Music', '../x']);
  });

  it('refuses a set we do not serve', () => {
    for (const set of ['mdi.json', 'lucide', 'lucide.svg']) {
      try {
        get(set, 'icons=x');
        expect.unreachable();
      } catch (thrown) {
        expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
      }
    }
  });

  it('reads the names as Iconify does: comma-separated, trimmed, once each, capped', () => {
    expect(namesOf(' a, b,,a ,c ')).toEqual(['a', 'b', 'c']);
    expect(namesOf(null)).toEqual([]);
    const many = Array.from({ length: 500 }, (_, i) => `i${i}`).join(',');
    expect(namesOf(many)).toHaveLength(MAX_ICONS_PER_REQUEST);
  });
});
