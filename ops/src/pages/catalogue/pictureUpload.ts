/**
 * Uploads a catalogue picture the way the member centre uploads an avatar (mf-member/src/lib/storageUpload.ts):
 * the Firebase Storage SDK, fetched only when a picture is picked, pointed at the shop's own storage endpoint
 * (`GET /api/client-config`) when it emulates the bucket, with the operator's session token as the mock user token.
 * The object is `catalogue/<folder>/<random>.<ext>`; the catalogue API takes its download URL.
 */
import axios from 'axios';
import type { FirebaseStorage } from 'firebase/storage';
import type { ClientConfig, StorageWebConfig } from '@shop/shared/contract';

type StorageSdk = typeof import('firebase/storage');

/** The storage stand-in's own limit; refusing here spares a long upload that would be refused at the end. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const extensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
export const acceptedPictureTypes = Object.keys(extensions).join(',');

let started: Promise<{ storage: FirebaseStorage; sdk: StorageSdk; config: StorageWebConfig }> | null = null;

/** The SDK and the bucket, once per page; a failed start is tried again next time. */
function consoleStorage() {
  started ??= (async () => {
    const [{ initializeApp }, sdk, { data }] = await Promise.all([
      import(/* webpackChunkName: "firebase-storage" */ 'firebase/app'),
      import(/* webpackChunkName: "firebase-storage" */ 'firebase/storage'),
      axios.get<ClientConfig>('/api/client-config'),
    ]);
    const config = data.storage;
    // Its own Firebase app: the console uploads and does nothing else with Firebase.
    const storage = sdk.getStorage(initializeApp({ storageBucket: config.bucket }, 'ops-storage'));
    return { storage, sdk, config };
  })().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

/** The port the page was served from, as the SDK's emulator mode needs it spelled out. */
const pagePort = () => Number(location.port || (location.protocol === 'https:' ? 443 : 80));

/** What a picture is for: the folder under catalogue/ it is stored in. */
export type PictureFolder = 'products' | 'themes' | 'banners';

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
  const { storage, sdk, config } = await consoleStorage();
  if (config.emulated) sdk.connectStorageEmulator(storage, location.hostname, pagePort(), { mockUserToken: token });
  const task = sdk.uploadBytesResumable(sdk.ref(storage, name), file, {
    contentType: file.type,
    // A new name every upload: the file never changes, so browsers and CDNs may keep it.
    cacheControl: 'public, max-age=31536000, immutable',
  });
  task.on('state_changed', (s) => onProgress(s.totalBytes ? s.bytesTransferred / s.totalBytes : 0));
  const { ref } = await task;
  return sdk.getDownloadURL(ref);
}
