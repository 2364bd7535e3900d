import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $user } from '@shop/shared/stores';
import { Avatar, iconButtonClassName } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { accountLinks } from './accountLinks';
import { useMenuButton } from './useMenuButton';
import * as styles from './account-menu.module.css';

/**
 * A member's avatar on a large screen: a menu with the member centre's pages and "Log out", so a member on a
 * desktop can sign out without first finding the member centre.
 */
export function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation(ns);
  const user = useStore($user, { ssr: () => null });
  const { open, close, buttonProps, menuProps, rootProps } = useMenuButton();
  const buttonId = useId();
  const menuId = useId();
  const label = t('header.account');

  return (
    <div className={styles.account} {...rootProps}>
      <button
        {...buttonProps}
        type="button"
        id={buttonId}
        className={iconButtonClassName()}
        aria-label={label}
        aria-controls={open ? menuId : undefined}
        data-testid="account-menu-button"
      >
        <Avatar src={user?.avatar_picture} alt="" size={28} />
      </button>
      {open && (
        <div className={styles.popover}>
          {user?.account_name && <p className={styles.name}>{user.account_name}</p>}
          <ul {...menuProps} id={menuId} aria-labelledby={buttonId} className={styles.menu}>
            {accountLinks.map(({ to, labelKey }) => (
              <li key={to} role="none">
                <Link to={to} role="menuitem" tabIndex={-1} className={styles.item} onClick={() => close(true)}>
                  {t(labelKey)}
                </Link>
              </li>
            ))}
            <li role="separator" className={styles.separator} />
            <li role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => {
                  close(false);
                  onSignOut();
                }}
              >
                {t('account.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
