import { useEffect, useRef, useState } from 'react';
import type { StorageWebConfig, UserInfo } from '@shop/shared/contract';
import { $jwt, $user } from '@shop/shared/stores';
import { ApiError } from '@shop/shared/transport';
import { updateProfile } from '../../api/profile';
import { avatarFolder, avatarPath, centredSquare, refusalOf, renderAvatar, type CropArea } from '../../lib/avatarImage';
import { storageCodeOf, storageErrorKey } from '../../lib/storageErrors';
import { canceledBeforeStart, type StorageUpload } from '@shop/shared/storage';
import { prepareAvatarStorage, removeReplacedAvatar, uploadAvatar } from '../../lib/storageUpload';

/** A picked picture, decoded: what the crop shows and what the avatar is drawn from. */
export interface PickedPicture {
  url: string;
  image: HTMLImageElement;
}

export type AvatarPhase =
  | { step: 'idle' }
  | { step: 'cropping'; picture: PickedPicture }
  | { step: 'uploading'; picture: PickedPicture; progress: number };

/** What the member is told under the picture: a text key and how it reads. */
export interface AvatarNotice {
  tone: 'error' | 'info' | 'success';
  key: string;
}

async function decode(file: File): Promise<PickedPicture | null> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return { url, image };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

interface Options {
  profile: UserInfo;
  storage: StorageWebConfig | null;
  onSaved: (profile: UserInfo) => void;
}

/**
 * Pick → crop → upload → save. A picture is refused before any upload when it is no image, over 5 MB or
 * unreadable; the upload's own failures (the server's refusals included) are told by their storage error code.
 * Leaving the page cancels an upload under way.
 */
export function useAvatarUpload({ profile, storage, onSaved }: Options) {
  const [phase, setPhase] = useState<AvatarPhase>({ step: 'idle' });
  const [notice, setNotice] = useState<AvatarNotice | null>(null);
  const area = useRef<CropArea | null>(null);
  const running = useRef<StorageUpload | null>(null);
  // Cancel is offered from the moment Upload is pressed, while the picture is still being drawn.
  const canceledEarly = useRef(false);
  const shown = useRef<string | null>(null);

  useEffect(
    () => () => {
      running.current?.cancel();
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );

  const show = (next: AvatarPhase) => {
    const url = next.step === 'idle' ? null : next.picture.url;
    if (shown.current && shown.current !== url) URL.revokeObjectURL(shown.current);
    shown.current = url;
    setPhase(next);
  };

  const pick = async (file: File) => {
    const refusal = refusalOf(file);
    if (refusal) return setNotice({ tone: 'error', key: `avatar.refuse.${refusal}` });
    const picture = await decode(file);
    if (!picture) return setNotice({ tone: 'error', key: 'avatar.refuse.unreadable' });
    setNotice(null);
    area.current = centredSquare(picture.image.naturalWidth, picture.image.naturalHeight);
    show({ step: 'cropping', picture });
    if (storage) prepareAvatarStorage(storage);
  };

  const upload = async () => {
    if (phase.step !== 'cropping' || !storage || !area.current) return;
    const { picture } = phase;
    setNotice(null);
    show({ step: 'uploading', picture, progress: 0 });
    canceledEarly.current = false;
    try {
      const avatar = await renderAvatar(picture.image, area.current);
      if (canceledEarly.current) throw canceledBeforeStart();
      running.current = uploadAvatar({
        config: storage,
        jwt: $jwt.get() ?? '',
        path: avatarPath(profile.user_id, avatar.extension),
        avatar,
        onProgress: (progress) => setPhase({ step: 'uploading', picture, progress }),
      });
      const url = await running.current.done;
      running.current = null;
      const replaced = $user.get()?.avatar_picture ?? profile.avatar_picture;
      const { data } = await updateProfile({ avatar_picture: url }, { loading: true });
      $user.set(data);
      if (replaced) void removeReplacedAvatar(storage, $jwt.get() ?? '', replaced, avatarFolder(profile.user_id));
      onSaved(data);
      show({ step: 'idle' });
      setNotice({ tone: 'success', key: 'avatar.done' });
    } catch (error) {
      running.current = null;
      show({ step: 'cropping', picture });
      // The API client's refusals are already on screen; the SDK's (and a canvas that failed) are ours to tell.
      if (!(error instanceof ApiError))
        setNotice({ tone: storageCodeOf(error) === 'canceled' ? 'info' : 'error', key: storageErrorKey(error) });
    }
  };

  return {
    phase,
    notice,
    pick,
    upload,
    cancel: () => {
      canceledEarly.current = true;
      running.current?.cancel();
    },
    discard: () => {
      setNotice(null);
      show({ step: 'idle' });
    },
    /** The crop the member settled on, in the picture's pixels. */
    setArea: (next: CropArea) => {
      area.current = next;
    },
  };
}
