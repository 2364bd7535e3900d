/** One picture (a theme's image): uploaded to the shop's storage under catalogue/<folder>/, kept as its URL. */
import { useField } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionToken } from '../../session/token';
import * as styles from '../../ui/console.module.css';
import * as own from './catalogue.module.css';
import { acceptedPictureTypes, MAX_PICTURE_BYTES, uploadPicture, type PictureFolder } from './pictureUpload';

export function ImageField({ name, label, folder }: { name: string; label: string; folder: PictureFolder }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string>(name);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const id = useId();
  const pick = async (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    if (!acceptedPictureTypes.split(',').includes(file.type)) return setProblem(t('catalogue.pictures.notPicture'));
    if (file.size > MAX_PICTURE_BYTES) return setProblem(t('catalogue.pictures.tooBig'));
    setUploading(true);
    try {
      await helpers.setValue(await uploadPicture(folder, file, sessionToken() ?? '', () => undefined));
    } catch {
      setProblem(t('catalogue.pictures.failed'));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {field.value && <img className={own.preview} src={field.value} alt={label} width={120} height={120} />}
      <input
        id={id}
        type="file"
        accept={acceptedPictureTypes}
        disabled={uploading}
        aria-describedby={meta.touched && meta.error ? `${id}-error` : undefined}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {uploading && <span role="status">{t('catalogue.pictures.uploading')}</span>}
      {problem && (
        <span className={styles.notice} role="alert">
          {problem}
        </span>
      )}
      {meta.touched && meta.error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {meta.error}
        </span>
      )}
    </div>
  );
}
