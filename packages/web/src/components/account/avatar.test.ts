import { describe, expect, it } from 'vitest';
import { clampCrop, initialCrop } from './AvatarCropper';
import { checkAvatarFile } from '../../pages/account/Setting';

describe('avatar upload rules (gif/jpg/jpeg/png/bmp/webp, 2 MB)', () => {
  it('accepts the listed types up to 2 MB', () => {
    for (const ext of ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp', 'PNG'])
      expect(checkAvatarFile({ name: `a.${ext}`, size: 2 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(checkAvatarFile({ name: 'a.svg', size: 10 })).toBe('type');
    expect(checkAvatarFile({ name: 'noext', size: 10 })).toBe('type');
    expect(checkAvatarFile({ name: 'a.png', size: 2 * 1024 * 1024 + 1 })).toBe('size');
  });
});

describe('200×200 crop box', () => {
  it('starts with the image covering the box, centred', () => {
    const c = initialCrop(400, 200); // landscape: height fits the 200 px box
    expect(c.scale).toBe(1);
    expect(c.x).toBe(-50);
    expect(c.y).toBe(50);
  });
  it('never lets the box leave the picture', () => {
    const c = clampCrop({ scale: 1, x: 500, y: -500 }, 400, 200);
    expect(c.x).toBe(50); // image left edge at the box's left edge
    expect(c.y).toBe(50);
  });
});
