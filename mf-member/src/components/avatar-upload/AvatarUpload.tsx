import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageWebConfig, UserInfo } from '@shop/shared/contract';
import { Avatar, Button, CardSection } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { AvatarCropper } from './AvatarCropper';
import { useAvatarUpload } from './useAvatarUpload';
import * as styles from './avatar-upload.module.css';

interface AvatarUploadProps {
  profile: UserInfo;
  /** Where avatars go; null when uploads are unavailable. */
  storage: StorageWebConfig | null;
  onSaved: (profile: UserInfo) => void;
}

/**
 * The member's picture (the default avatar when there is none): choose an image, crop it to a square, upload it
 * with a progress bar and a cancel button. Once saved, the header shows it at once (the session store).
 */
export function AvatarUpload({ profile, storage, onSaved }: AvatarUploadProps) {
  const { t } = useTranslation(ns);
  const input = useRef<HTMLInputElement>(null);
  const { phase, notice, pick, upload, cancel, discard, setArea } = useAvatarUpload({ profile, storage, onSaved });
  const uploading = phase.step === 'uploading';

  return (
    <CardSection title={t('avatar.heading')} testId="avatar-upload">
      <div className={styles.current}>
        <Avatar src={profile.avatar_picture} alt={t('avatar.current')} size={96} />
        <div className={styles.choose}>
          <p className={styles.hint}>{storage ? t('avatar.hint') : t('avatar.unavailable')}</p>
          {/* The button opens the file chooser: the input itself is hidden, the button is what a keyboard reaches. */}
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            data-testid="avatar-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void pick(file);
            }}
          />
          <Button disabled={!storage || uploading} onClick={() => input.current?.click()}>
            {phase.step === 'idle' ? t('avatar.choose') : t('avatar.change')}
          </Button>
        </div>
      </div>
      {phase.step !== 'idle' && (
        <div className={styles.editor}>
          <AvatarCropper picture={phase.picture} disabled={uploading} onArea={setArea} />
          {uploading ? (
            <div className={styles.progress}>
              <label className={styles.progressLabel}>
                <span aria-live="polite">{t('avatar.uploading', { percent: Math.floor(phase.progress * 100) })}</span>
                <progress className={styles.bar} value={phase.progress} max={1} aria-label={t('avatar.progress')} />
              </label>
              <Button onClick={cancel}>{t('avatar.cancel')}</Button>
            </div>
          ) : (
            <div className={styles.actions}>
              <Button variant="primary" onClick={() => void upload()}>
                {t('avatar.upload')}
              </Button>
              <Button onClick={discard}>{t('avatar.cancel')}</Button>
            </div>
          )}
        </div>
      )}
      {notice && (
        <p
          className={notice.tone === 'error' ? styles.error : notice.tone === 'success' ? styles.success : styles.info}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="avatar-notice"
        >
          {t(notice.key)}
        </p>
      )}
    </CardSection>
  );
}
