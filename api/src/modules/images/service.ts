import fs from 'node:fs/promises';
import path from 'node:path';

/** A catalogue picture from the images directory; null when there is no such file. */
export async function readImage(
  imagesDir: string,
  name: string,
): Promise<{ body: Buffer; type: 'image/webp' | 'image/jpeg' } | null> {
  const body = await fs.readFile(path.join(imagesDir, path.basename(name))).catch(() => null);
  return body && { body, type: name.endsWith('.webp') ? 'image/webp' : 'image/jpeg' };
}
