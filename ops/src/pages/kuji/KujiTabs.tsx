/** The kuji pages under the one Kuji entry of the console's navigation: campaigns, and prize shipments. */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import * as own from '../catalogue/catalogue.module.css';

const tabs = [
  { to: '/kuji', label: 'kuji.list.title', end: true },
  { to: '/kuji/shipments', label: 'kuji.shipments.title', end: false },
];

export function KujiTabs() {
  const { t } = useTranslation();
  return (
    <nav className={own.tabs} aria-label={t('kuji.nav')}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className={({ isActive }) => (isActive ? own.activeTab : own.tab)}>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
