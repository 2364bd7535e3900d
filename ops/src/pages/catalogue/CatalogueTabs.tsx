/** The catalogue's own pages under the one Catalogue entry of the console's navigation. */
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import * as own from './catalogue.module.css';

const tabs = [
  { to: '/catalogue/products', label: 'catalogue.products.title' },
  { to: '/catalogue/categories', label: 'catalogue.categories.title' },
  { to: '/catalogue/themes', label: 'catalogue.themes.title' },
  { to: '/catalogue/banners', label: 'catalogue.banners.title' },
  { to: '/catalogue/articles', label: 'catalogue.articles.title' },
];

export function CatalogueTabs() {
  const { t } = useTranslation();
  return (
    <nav className={own.tabs} aria-label={t('catalogue.nav')}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className={({ isActive }) => (isActive ? own.activeTab : own.tab)}>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
