/** A draft's prize tiers (A, B, … in order): each one's names, picture and ticket count; add, move, remove. */
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../ui/TextInput';
import * as styles from '../../ui/console.module.css';
import * as own from '../catalogue/catalogue.module.css';
import { ImageField } from '../catalogue/ImageField';
import { LanguageFields } from '../catalogue/LanguageFields';
import { emptyTier, tierCode, type KujiDraftValues } from './kujiForm';

const MAX_TIERS = 26;

export function TiersField() {
  const { t } = useTranslation();
  const { values } = useFormikContext<KujiDraftValues>();
  const tickets = values.tiers.reduce((sum, tier) => sum + (Number(tier.count) || 0), 0);
  return (
    <FieldArray name="tiers">
      {({ push, remove, move }) => (
        <fieldset className={own.fieldset}>
          <legend>{t('kuji.draft.tiers')}</legend>
          <p className={styles.muted}>{t('kuji.draft.tickets', { count: tickets })}</p>
          {values.tiers.map((_, index) => {
            const code = tierCode(index);
            return (
              <fieldset key={index} className={own.fieldset}>
                <legend>{t('kuji.tier.legend', { code })}</legend>
                <LanguageFields name={`tiers.${index}.name`} label={t('kuji.tier.name', { code })} />
                <div className={own.grid}>
                  <ImageField name={`tiers.${index}.image`} label={t('kuji.tier.picture', { code })} folder="kuji" />
                  <TextInput
                    name={`tiers.${index}.count`}
                    type="number"
                    min={1}
                    max={1000}
                    step={1}
                    label={t('kuji.tier.count', { code })}
                  />
                </div>
                <div className={styles.buttons}>
                  <button type="button" className={styles.button} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    {t('kuji.tier.earlier', { code })}
                  </button>
                  <button
                    type="button"
                    className={styles.button}
                    disabled={index === values.tiers.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    {t('kuji.tier.later', { code })}
                  </button>
                  <button
                    type="button"
                    className={styles.danger}
                    disabled={values.tiers.length === 1}
                    onClick={() => remove(index)}
                  >
                    {t('kuji.tier.remove', { code })}
                  </button>
                </div>
              </fieldset>
            );
          })}
          {values.tiers.length < MAX_TIERS && (
            <div className={styles.buttons}>
              <button type="button" className={styles.button} onClick={() => push(emptyTier())}>
                {t('kuji.tier.add')}
              </button>
            </div>
          )}
        </fieldset>
      )}
    </FieldArray>
  );
}
