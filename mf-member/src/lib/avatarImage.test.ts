import { avatarPath, avatarSide, centredSquare, encodeAvatar, maxPictureBytes, refusalOf, type BlobSource } from './avatarImage';

it('refuses what is not an image, and images over 5 MB, before anything is uploaded', () => {
  expect(refusalOf({ type: 'application/pdf', size: 1000 })).toBe('notImage');
  expect(refusalOf({ type: '', size: 1000 })).toBe('notImage');
  expect(refusalOf({ type: 'image/png', size: maxPictureBytes + 1 })).toBe('tooLarge');
  expect(refusalOf({ type: 'image/png', size: maxPictureBytes })).toBeNull();
  expect(refusalOf({ type: 'image/heic', size: 2_000_000 })).toBeNull();
});

it('starts with the largest square at the centre of the picture', () => {
  expect(centredSquare(1200, 800)).toEqual({ x: 200, y: 0, width: 800, height: 800 });
  expect(centredSquare(300, 451)).toEqual({ x: 0, y: 76, width: 300, height: 300 });
  expect(centredSquare(64, 64)).toEqual({ x: 0, y: 0, width: 64, height: 64 });
});

it('makes the avatar the crop’s own size, at most 512 px, never enlarged', () => {
  expect(avatarSide({ x: 0, y: 0, width: 3024, height: 3024 })).toBe(512);
  expect(avatarSide({ x: 10, y: 10, width: 300.4, height: 300.4 })).toBe(300);
  expect(avatarSide({ x: 0, y: 0, width: 512, height: 512 })).toBe(512);
  expect(avatarSide({ x: 0, y: 0, width: 0.2, height: 0.2 })).toBe(1);
});

/** A canvas whose browser encodes the listed types; asked for another, it answers PNG, as browsers do. */
function canvasEncoding(...types: string[]): BlobSource & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    toBlob(callback: BlobCallback, type = 'image/png') {
      asked.push(type);
      callback(new Blob([new Uint8Array(8)], { type: types.includes(type) ? type : 'image/png' }));
    },
  };
}

it('encodes WebP where the browser can', async () => {
  const canvas = canvasEncoding('image/webp', 'image/jpeg');
  const avatar = await encodeAvatar(canvas);
  expect(avatar).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
  expect(avatar.blob.type).toBe('image/webp');
  expect(canvas.asked).toEqual(['image/webp']);
});

it('falls back to JPEG where the browser cannot encode WebP', async () => {
  const canvas = canvasEncoding('image/jpeg');
  const avatar = await encodeAvatar(canvas);
  expect(avatar).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
  expect(avatar.blob.type).toBe('image/jpeg');
  expect(canvas.asked).toEqual(['image/webp', 'image/jpeg']);
});

it('fails rather than upload a PNG under a wrong name', async () => {
  await expect(encodeAvatar(canvasEncoding())).rejects.toThrow(/neither WebP nor JPEG/);
});

it('stores each new avatar under the member’s own folder with a new name', () => {
  const first = avatarPath(42, 'webp');
  const second = avatarPath(42, 'webp');
  expect(first).toMatch(/^avatars\/42\/[a-z0-9]+-[0-9a-f]{16}\.webp$/);
  expect(second).not.toBe(first);
  expect(avatarPath(7, 'jpg')).toMatch(/^avatars\/7\/.+\.jpg$/);
});
