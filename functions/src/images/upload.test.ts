import { IMAGE_SLOT_NAMES, IMAGE_SLOTS } from '@spaces/contracts';
import { describe, expect, it } from 'vitest';
import {
  imagePathFor,
  parseCrop,
  parseStagingName,
  parseUploadMetadata,
  userFolders,
} from './upload';

const UPLOAD_ID = 'AbCdEfGhIjKlMnOpQr01';

describe('parseStagingName', () => {
  it('splits uploads/{uid}/{uploadId}', () => {
    expect(parseStagingName(`uploads/u1/${UPLOAD_ID}`)).toEqual({ uid: 'u1', uploadId: UPLOAD_ID });
    expect(parseStagingName(`uploads/demo-owner/${UPLOAD_ID}`)).toEqual({
      uid: 'demo-owner',
      uploadId: UPLOAD_ID,
    });
  });

  it('ignores every other object, and names the rules never allow', () => {
    expect(parseStagingName(`images/u1/abc/96.webp`)).toBeUndefined();
    expect(parseStagingName(`uploads/u1/${UPLOAD_ID}/x`)).toBeUndefined();
    expect(parseStagingName(`uploads/u1/short`)).toBeUndefined();
    expect(parseStagingName(`uploads//${UPLOAD_ID}`)).toBeUndefined();
    expect(parseStagingName(`uploads/u.1/${UPLOAD_ID}`)).toBeUndefined();
    expect(parseStagingName('uploads/u1')).toBeUndefined();
  });
});

describe('parseCrop', () => {
  it('reads x,y,w,h fractions inside the image', () => {
    expect(parseCrop('0,0,1,1')).toEqual({ x: 0, y: 0, w: 1, h: 1 });
    expect(parseCrop('0.25, 0.1, 0.5, 0.6')).toEqual({ x: 0.25, y: 0.1, w: 0.5, h: 0.6 });
    expect(parseCrop('.5,.5,.5,.5')).toEqual({ x: 0.5, y: 0.5, w: 0.5, h: 0.5 });
  });

  it('allows a hair past the edge from rounding, not more', () => {
    expect(parseCrop('0.5,0,0.5004,1')).toBeDefined();
    expect(parseCrop('0.5,0,0.51,1')).toBeUndefined();
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '0,0,1',
      '0,0,1,1,1',
      '0,0,0,1',
      '-0.1,0,1,1',
      '0,0,1.5,1',
      'a,b,c,d',
      '1e-1,0,0.5,0.5',
      'NaN,0,1,1',
    ])
      expect(parseCrop(text), text).toBeUndefined();
  });
});

describe('parseUploadMetadata', () => {
  it('reads the account, space and item targets', () => {
    expect(parseUploadMetadata({ slot: 'user-icon' })).toEqual({
      ok: true,
      value: { target: { slot: 'user-icon' } },
    });
    expect(parseUploadMetadata({ slot: 'space-header', spaceId: 's1' })).toEqual({
      ok: true,
      value: { target: { slot: 'space-header', spaceId: 's1' } },
    });
    expect(parseUploadMetadata({ slot: 'card', spaceId: 's1', itemId: 'c_1' })).toEqual({
      ok: true,
      value: { target: { slot: 'card', spaceId: 's1', itemId: 'c_1' } },
    });
    expect(parseUploadMetadata({ slot: 'embed-poster', spaceId: 's1', itemId: 'e_1' })).toEqual({
      ok: true,
      value: { target: { slot: 'embed-poster', spaceId: 's1', itemId: 'e_1' } },
    });
  });

  it('ignores the download tokens Firebase Storage adds to the metadata', () => {
    expect(
      parseUploadMetadata({ slot: 'user-icon', firebaseStorageDownloadTokens: 'a-token' }),
    ).toEqual({ ok: true, value: { target: { slot: 'user-icon' } } });
  });

  it('keeps a crop for square slots', () => {
    expect(
      parseUploadMetadata({ slot: 'space-avatar', spaceId: 's1', crop: '0,0,0.5,0.5' }),
    ).toEqual({
      ok: true,
      value: {
        target: { slot: 'space-avatar', spaceId: 's1' },
        crop: { x: 0, y: 0, w: 0.5, h: 0.5 },
      },
    });
  });

  const refused = (metadata: Record<string, string> | undefined) => {
    const result = parseUploadMetadata(metadata);
    return result.ok ? 'accepted' : result.reason;
  };

  it('refuses what names no valid slot and target as invalid-target', () => {
    expect(refused(undefined)).toBe('invalid-target');
    expect(refused({ slot: 'wallpaper' })).toBe('invalid-target');
    expect(refused({ slot: 'user-icon', spaceId: 's1' })).toBe('invalid-target');
    expect(refused({ slot: 'space-avatar' })).toBe('invalid-target');
    expect(refused({ slot: 'space-avatar', spaceId: 'bad/id' })).toBe('invalid-target');
    expect(refused({ slot: 'space-avatar', spaceId: 's1', itemId: 'c1' })).toBe('invalid-target');
    expect(refused({ slot: 'card' })).toBe('invalid-target');
    expect(refused({ slot: 'card', spaceId: 's1', itemId: 'x'.repeat(41) })).toBe('invalid-target');
    expect(refused({ slot: 'space-header', spaceId: 's1', crop: '0,0,1,1' })).toBe(
      'invalid-target',
    );
    expect(refused({ slot: 'space-avatar', spaceId: 's1', crop: '0,0' })).toBe('invalid-target');
    expect(refused({ slot: 'space-avatar', spaceId: 's1', note: 'x' })).toBe('invalid-target');
  });

  it('holds a card or button upload without an item for a row not saved yet', () => {
    expect(parseUploadMetadata({ slot: 'card', spaceId: 's1' })).toEqual({
      ok: true,
      value: { target: { slot: 'card', spaceId: 's1' } },
    });
    expect(parseUploadMetadata({ slot: 'button', spaceId: 's1', crop: '0,0,1,1' })).toEqual({
      ok: true,
      value: { target: { slot: 'button', spaceId: 's1' }, crop: { x: 0, y: 0, w: 1, h: 1 } },
    });
    expect(refused({ slot: 'button', spaceId: 's1', itemId: 'bad/id' })).toBe('invalid-target');
  });

  it('needs the board of a board cover', () => {
    expect(refused({ slot: 'board-cover', spaceId: 's1' })).toBe('invalid-target');
    expect(parseUploadMetadata({ slot: 'board-cover', spaceId: 's1', itemId: 'b1' })).toEqual({
      ok: true,
      value: { target: { slot: 'board-cover', spaceId: 's1', itemId: 'b1' } },
    });
  });

  it('accepts every slot with its target', () => {
    for (const slot of IMAGE_SLOT_NAMES) {
      const metadata: Record<string, string> =
        slot === 'user-icon'
          ? { slot }
          : IMAGE_SLOTS[slot].scope === 'item'
            ? { slot, spaceId: 's1', itemId: 'i1' }
            : { slot, spaceId: 's1' };
      expect(refused(metadata), slot).toBe('accepted');
    }
  });
});

describe('imagePathFor', () => {
  it('derives one image folder per upload, without the upload id in it', () => {
    const path = imagePathFor('u1', UPLOAD_ID);
    expect(path).toMatch(/^images\/u1\/[0-9a-f]{24}$/);
    expect(path).toBe(imagePathFor('u1', UPLOAD_ID));
    expect(path).not.toContain(UPLOAD_ID);
    expect(imagePathFor('u1', 'ZbCdEfGhIjKlMnOpQr01')).not.toBe(path);
  });
});

describe('userFolders', () => {
  it('names the staging and image folders of one user, closed with a slash', () => {
    expect(userFolders('u1')).toEqual(['uploads/u1/', 'images/u1/']);
    // Every processed image of the user lies in the second folder.
    expect(imagePathFor('u1', UPLOAD_ID).startsWith(userFolders('u1')[1])).toBe(true);
    // Another uid that starts the same way is never inside.
    expect(imagePathFor('u10', UPLOAD_ID).startsWith(userFolders('u1')[1])).toBe(false);
  });
});
