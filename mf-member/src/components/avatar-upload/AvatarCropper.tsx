import { useId, useState } from 'react';
import Cropper, { type Point } from 'react-easy-crop';
// The cropper's own stylesheet as a file: injected at run time it would be an inline <style>, which the shop's
// Content-Security-Policy refuses (and the crop area would then be measured unstyled).
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import type { CropArea } from '../../lib/avatarImage';
import { ns } from '../../namespace';
import type { PickedPicture } from './useAvatarUpload';
import * as styles from './avatar-upload.module.css';

const maxZoom = 4;

interface AvatarCropperProps {
  picture: PickedPicture;
  /** While uploading: the crop is shown as it is being sent and cannot move. */
  disabled: boolean;
  onArea: (area: CropArea) => void;
}

/**
 * The square (shown round, as avatars are) cut from the picture: dragged with a pointer or moved with the arrow
 * keys once focused, zoomed with the wheel, a pinch or the slider.
 */
export function AvatarCropper({ picture, disabled, onArea }: AvatarCropperProps) {
  const { t } = useTranslation(ns);
  const zoomId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <div className={styles.cropper} aria-disabled={disabled}>
      <div className={disabled ? `${styles.cropArea} ${styles.frozen}` : styles.cropArea}>
        <Cropper
          image={picture.url}
          crop={crop}
          zoom={zoom}
          maxZoom={maxZoom}
          aspect={1}
          cropShape="round"
          disableAutomaticStylesInjection
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => onArea(pixels)}
          cropperProps={{ 'aria-label': t('avatar.cropLabel'), role: 'group' }}
          mediaProps={{ alt: '' }}
        />
      </div>
      <div className={styles.zoom}>
        <label htmlFor={zoomId}>{t('avatar.zoom')}</label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={maxZoom}
          step={0.05}
          value={zoom}
          disabled={disabled}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </div>
    </div>
  );
}
