/** The storage endpoint refuses anything larger (SPEC §7 storage upload; issue 13): refused here first, with a reason. */
export const maxPictureBytes = 5 * 1024 * 1024;
/** Avatars are shown at most a few dozen px wide: a 512 px square is sharp on any screen and a few dozen KB. */
export const maxAvatarSide = 512;

/** The area of the picture that becomes the avatar, in the picture's own pixels (what react-easy-crop reports). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type PictureRefusal = 'notImage' | 'tooLarge';

/** Why a picked file cannot become an avatar before anything is uploaded, or null when it may. */
export function refusalOf(file: Pick<File, 'type' | 'size'>): PictureRefusal | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > maxPictureBytes) return 'tooLarge';
  return null;
}

/** The largest square at the picture's centre: the crop before the member moves it. */
export function centredSquare(width: number, height: number): CropArea {
  const side = Math.min(width, height);
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), width: side, height: side };
}

/** The avatar's side in px: the crop's own size, never enlarged, never above the limit. */
export const avatarSide = (area: CropArea) => Math.max(1, Math.min(maxAvatarSide, Math.round(Math.min(area.width, area.height))));

export interface EncodedAvatar {
  blob: Blob;
  contentType: 'image/webp' | 'image/jpeg';
  extension: 'webp' | 'jpg';
}

/** What encoding needs of a canvas (an HTMLCanvasElement, or a stand-in in tests). */
export type BlobSource = Pick<HTMLCanvasElement, 'toBlob'>;

const toBlob = (canvas: BlobSource, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * WebP where the browser can encode it; a browser that cannot (Safari before 17) silently answers PNG instead,
 * which is what tells us to fall back to JPEG.
 */
export async function encodeAvatar(canvas: BlobSource): Promise<EncodedAvatar> {
  const webp = await toBlob(canvas, 'image/webp', 0.85);
  if (webp?.type === 'image/webp') return { blob: webp, contentType: 'image/webp', extension: 'webp' };
  const jpeg = await toBlob(canvas, 'image/jpeg', 0.88);
  if (jpeg?.type === 'image/jpeg') return { blob: jpeg, contentType: 'image/jpeg', extension: 'jpg' };
  throw new Error('this browser can encode neither WebP nor JPEG');
}

/**
 * Draws the cropped area of a decoded picture onto a square canvas of at most `maxAvatarSide` px and encodes
 * it. A white ground under transparent pictures: JPEG has no transparency and would turn it black.
 */
export function renderAvatar(picture: CanvasImageSource, area: CropArea): Promise<EncodedAvatar> {
  const side = avatarSide(area);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return encodeAvatar(canvas);
}

/** 16 random hex characters; `crypto.randomUUID` exists only in secure contexts (not plain http on a LAN address). */
function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Where a member's new avatar is stored: under their own folder (the only place the storage endpoint lets them
 * write), a new name every time, so the CDN and browsers can keep each file forever and an old URL never changes.
 */
/** The folder a member may write to in the bucket (the storage endpoint's rule). */
export const avatarFolder = (userId: number) => `avatars/${userId}/`;

export const avatarPath = (userId: number, extension: EncodedAvatar['extension']) =>
  `${avatarFolder(userId)}${Date.now().toString(36)}-${randomPart()}.${extension}`;
