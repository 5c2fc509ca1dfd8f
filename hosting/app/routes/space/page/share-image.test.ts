import { describe, expect, it } from 'vitest';
import { shareImage, variantFor } from './share-image';

const header = {
  path: 'images/u/h',
  width: 1920,
  height: 640,
  widths: [640, 1280, 1920],
  color: '#aabbcc',
};
const avatar = {
  path: 'images/u/a',
  width: 384,
  height: 384,
  widths: [96, 192, 384],
  color: '#112233',
};
const env = {
  firebaseStorageBucket: 'demo-spaces.appspot.com',
  emulators: null,
};
const matches = [{ id: 'root', loaderData: { env } }];

describe('variantFor', () => {
  it('picks the smallest variant wide enough and keeps the aspect ratio', () => {
    expect(variantFor(header, 1200)).toEqual({ width: 1280, height: 427 });
    expect(variantFor(avatar, 1200)).toEqual({ width: 384, height: 384 });
  });
});

describe('shareImage', () => {
  const top = { displayName: 'Mika', bio: '', layout: 'centered' as const };

  it('prefers the header image, then the avatar', () => {
    expect(shareImage({ ...top, header, avatar }, matches)?.url).toContain(
      encodeURIComponent('images/u/h/1280.webp'),
    );
    expect(shareImage({ ...top, avatar }, matches)).toMatchObject({ width: 384, height: 384 });
  });

  it('leaves the site image when the space has none', () => {
    expect(shareImage(top, matches)).toBeUndefined();
  });
});
