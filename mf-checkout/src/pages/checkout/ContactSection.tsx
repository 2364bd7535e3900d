import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardSection, TextField } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './checkout.module.css';

/**
 * Who is buying. A visitor buys as a guest with an e-mail address (the order and a signed link to its record are
 * mailed there) or logs in and comes back; a member is who they are signed in as.
 */
export function ContactSection({ guest, memberEmail }: { guest: boolean; memberEmail: string | undefined }) {
  const { t } = useTranslation(ns);
  return (
    <CardSection title={t('checkout.contact.heading')} testId="checkout-contact">
      {guest ? (
        <>
          <TextField
            name="guestEmail"
            label={t('checkout.contact.guestEmail')}
            hint={t('checkout.contact.guestHint')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <p className={styles.meta}>
            {t('checkout.contact.member')}{' '}
            <Link to={`/login?redirect=${encodeURIComponent('/checkout')}`}>{t('checkout.contact.login')}</Link>
          </p>
        </>
      ) : (
        <p className={styles.meta}>{t('checkout.contact.signedInAs', { email: memberEmail ?? '' })}</p>
      )}
    </CardSection>
  );
}
