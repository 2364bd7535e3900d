/**
 * Uploads a catalogue picture with the same Storage SDK code the member centre's avatar uses (@shop/shared/storage),
 * as the signed-in operator, to the bucket `GET /api/client-config` names. The object is
 * `catalogue/<folder>/<random>.<ext>`; the catalogue API takes its download URL.
 */
import axios from 'axios';
import type { ClientConfig, StorageWebConfig } from '@shop/shared/contract';
import { storageStarter, uploadToStorage } from '@shop/shared/storage';

/** The storage stand-in's own limit; refusing here spares a long upload that would be refused at the end. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const extensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
export const acceptedPictureTypes = Object.keys(extensions).join(',');

// Its own Firebase app: the console uploads and does nothing else with Firebase.
const consoleStorage = storageStarter('ops-storage');

let bucket: Promise<StorageWebConfig> | null = null;
/** The shop's bucket, asked for once per page; a failed request is asked again next time. */
function bucketConfig(): Promise<StorageWebConfig> {
  bucket ??= axios.get<ClientConfig>('/api/client-config').then(
    ({ data }) => data.storage,
    (error: unknown) => {
      bucket = null;
      throw error;
    },
  );
  return bucket;
}

/** What a picture is for: the folder under catalogue/ it is stored in. */
export type PictureFolder = 'products' | 'themes' | 'banners' | 'articles' | 'kuji';

/** A new object name for a picture of this type, or null for a type the shop does not take. */
export function pictureObjectName(
  folder: PictureFolder,
  contentType: string,
  random: string = crypto.randomUUID(),
): string | null {
  const extension = extensions[contentType];
  return extension ? `catalogue/${folder}/${random}.${extension}` : null;
}

/** Uploads `file` as `token`'s operator and answers its download URL; `onProgress` gets 0 to 1. */
export async function uploadPicture(
  folder: PictureFolder,
  file: File,
  token: string,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const name = pictureObjectName(folder, file.type);
  if (!name) throw new Error('not a picture');
  const config = await bucketConfig();
  const upload = uploadToStorage(consoleStorage(config), {
    config,
    token,
    path: name,
    body: file,
    contentType: file.type,
    onProgress,
  });
  return upload.done;
}
