import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $signedIn, useMenu } from '@shop/shared/stores';
import { ns } from '../namespace';
import { AccountLink } from '../components/account/AccountLink';
import { DrawerAccount } from '../components/account/DrawerAccount';
import { loginHref } from '../components/account/loginHref';
import { CartLink } from '../components/cart/CartLink';
import { Drawer } from '../components/drawer/Drawer';
import { MenuIcon } from '../components/icons/Icons';
import { LanguageSelect } from '../components/locale/LanguageSelect';
import { loadNavigationData } from '../components/nav/loadNavigationData';
import { SiteNav } from '../components/nav/SiteNav';
import { SearchBox } from '../components/search/SearchBox';
import { LogoMark } from '../components/logo/LogoMark';
import { buttonClassName, IconButton } from '@shop/shared/ui';
import * as styles from './header.module.css';

/** SPEC §2 header: logo, menu, search, cart, account, language; below 1200 px the menu and search move into the drawer. */
export function Header() {
  const { t } = useTranslation(ns);
  const menu = useMenu();
  const signedIn = useStore($signedIn, { ssr: () => false });
  const location = useLocation();
  // The drawer is open on the page it was opened on: back/forward to another page never leaves it covering that one.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === location.pathname;
  const closeDrawer = () => setDrawerOpenOn(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void loadNavigationData();
  }, []);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <IconButton
          ref={hamburgerRef}
          className={styles.hamburger}
          label={t('header.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpenOn(location.pathname)}
        >
          <MenuIcon />
        </IconButton>
        <Link to="/" className={styles.logo} aria-label={`${t('siteName')} – ${t('header.home')}`}>
          <LogoMark />
          <span className={styles.logoText}>{t('siteName')}</span>
        </Link>
        <div className={styles.nav}>
          <SiteNav items={menu} orientation="horizontal" />
        </div>
        <div className={styles.actions}>
          <div className={styles.search}>
            <SearchBox variant="header" />
          </div>
          <CartLink />
          <AccountLink />
          <LanguageSelect />
        </div>
      </div>
      <Drawer open={drawerOpen} onClose={closeDrawer} title={t('header.drawerTitle')}>
        <SearchBox variant="drawer" onSearched={closeDrawer} eager />
        {!signedIn && (
          <Link
            to={loginHref(location.pathname, location.search)}
            className={buttonClassName({ variant: 'primary' }, styles.drawerLogin)}
            onClick={closeDrawer}
          >
            {t('header.login')}
          </Link>
        )}
        <SiteNav items={menu} orientation="vertical" onNavigate={closeDrawer} />
        {signedIn && <DrawerAccount onDone={closeDrawer} />}
      </Drawer>
    </header>
  );
}
