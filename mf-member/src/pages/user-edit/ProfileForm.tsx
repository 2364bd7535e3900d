import { useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import type { CountryCity, UserInfo } from '@shop/shared/contract';
import { formsNamespace, rememberedMobileCheck, showApiRefusal } from '@shop/shared/forms';
import { $user, showToast } from '@shop/shared/stores';
import { Button, CardSection, ChoiceCards, FormRefusalMessage, TextField } from '@shop/shared/ui';
import { updateProfile } from '../../api/profile';
import { ns } from '../../namespace';
import { earliestBirthday, latestBirthday } from './birthday';
import { PhoneCodeField } from './PhoneCodeField';
import { initialValues, profileSchema, profileUpdate, type ProfileValues } from './profileValues';
import * as styles from './user-edit.module.css';

interface ProfileFormProps {
  profile: UserInfo;
  countries: CountryCity['data'];
  onSaved: (profile: UserInfo) => void;
}

/**
 * The profile: account name, mobile number with its country code, gender and birthday. Saving sends what is filled
 * in ('Please fill in at least one item' when nothing is), then the saved profile goes to the session store, so
 * the header shows the new name at once.
 */
export function ProfileForm({ profile, countries, onSaved }: ProfileFormProps) {
  const { t } = useTranslation([ns, formsNamespace]);
  const [schema] = useState(() => profileSchema(rememberedMobileCheck()));
  const [nothingFilled, setNothingFilled] = useState(false);

  const save = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    const body = profileUpdate(values, profile);
    setNothingFilled(!body);
    if (!body) return;
    try {
      const { data } = await updateProfile(body, { loading: true });
      $user.set(data);
      onSaved(data);
      helpers.resetForm({ values: initialValues(data) });
      showToast(t('profile.saved'), 'success');
    } catch (error) {
      // The API client has toasted why; it stays by the save button until something changes.
      await showApiRefusal(helpers, values, error);
    }
  };

  return (
    <CardSection title={t('profile.heading')} testId="profile-form">
      <p className={styles.note}>{t('profile.intro')}</p>
      <Formik<ProfileValues> initialValues={initialValues(profile)} validationSchema={schema} onSubmit={save}>
        {({ isSubmitting }) => (
          <Form className={styles.fields} noValidate onChange={() => setNothingFilled(false)}>
            <dl className={styles.email}>
              <dt>{t('profile.email')}</dt>
              <dd>{profile.email}</dd>
            </dl>
            <TextField name="accountName" label={t('profile.accountName')} autoComplete="nickname" maxLength={50} />
            <div className={styles.phone}>
              <PhoneCodeField countries={countries} label={t('profile.phoneCode')} />
              <TextField
                name="phoneNumber"
                label={t('profile.phoneNumber')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={20}
              />
            </div>
            <GenderField />
            <TextField name="birthday" label={t('profile.birthday')} type="date" min={earliestBirthday} max={latestBirthday()} />
            <FormRefusalMessage />
            {nothingFilled && (
              <p className={styles.formError} role="alert">
                {t('profile.atLeastOne')}
              </p>
            )}
            <Button type="submit" variant="primary" busy={isSubmitting} className={styles.save}>
              {t('profile.save')}
            </Button>
          </Form>
        )}
      </Formik>
    </CardSection>
  );
}

function GenderField() {
  const { t } = useTranslation(ns);
  const [field, meta, helpers] = useField<ProfileValues['gender']>('gender');
  return (
    <ChoiceCards
      name="gender"
      legend={t('profile.gender')}
      choices={[
        { value: 'male', label: t('profile.male') },
        { value: 'female', label: t('profile.female') },
      ]}
      value={field.value}
      onChange={(value) => void helpers.setValue(value as ProfileValues['gender'])}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched ? meta.error : undefined}
    />
  );
}
