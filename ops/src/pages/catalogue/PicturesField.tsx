/**
 * A product's pictures: upload one from this computer (to the shop's storage, under catalogue/), reorder them
 * (the first is the product's card) and remove one. The form keeps their download URLs.
 */
import { useField } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionToken } from '../../session/token';
import * as styles from '../../ui/console.module.css';
import * as own from './catalogue.module.css';
import { acceptedPictureTypes, MAX_PICTURE_BYTES, uploadPicture } from './pictureUpload';

export function PicturesField() {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string[]>('pictures');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const id = useId();
  const pictures = field.value;

  const pick = async (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    if (!acceptedPictureTypes.split(',').includes(file.type)) return setProblem(t('catalogue.pictures.notPicture'));
    if (file.size > MAX_PICTURE_BYTES) return setProblem(t('catalogue.pictures.tooBig'));
    setProgress(0);
    try {
      const url = await uploadPicture('products', file, sessionToken() ?? '', setProgress);
      await helpers.setValue([...pictures, url]);
    } catch {
      setProblem(t('catalogue.pictures.failed'));
    } finally {
      setProgress(null);
    }
  };
  const move = (from: number, to: number) => {
    const next = [...pictures];
    next.splice(to, 0, ...next.splice(from, 1));
    void helpers.setValue(next);
  };

  return (
    <fieldset className={own.fieldset} aria-describedby={meta.error ? `${id}-error` : undefined}>
      <legend>{t('catalogue.pictures.legend')}</legend>
      <ol className={own.pictures}>
        {pictures.map((url, index) => (
          <li key={url} className={own.picture}>
            <img src={url} alt={t('catalogue.pictures.alt', { n: index + 1 })} width={120} height={120} />
            <div className={styles.buttons}>
              <button type="button" className={styles.button} disabled={index === 0} onClick={() => move(index, index - 1)}>
                {t('catalogue.pictures.earlier')}
              </button>
              <button
                type="button"
                className={styles.button}
                disabled={index === pictures.length - 1}
                onClick={() => move(index, index + 1)}
              >
                {t('catalogue.pictures.later')}
              </button>
              <button
                type="button"
                className={styles.danger}
                onClick={() => void helpers.setValue(pictures.filter((_, i) => i !== index))}
              >
                {t('catalogue.pictures.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {pictures.length < 12 && (
        <label className={styles.field}>
          {t('catalogue.pictures.add')}
          <input
            type="file"
            accept={acceptedPictureTypes}
            disabled={progress !== null}
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {progress !== null && (
        <p role="status">
          <progress max={1} value={progress} aria-label={t('catalogue.pictures.uploading')} /> {t('catalogue.pictures.uploading')}
        </p>
      )}
      {problem && (
        <p className={styles.notice} role="alert">
          {problem}
        </p>
      )}
      {meta.touched && meta.error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {meta.error}
        </span>
      )}
    </fieldset>
  );
}
