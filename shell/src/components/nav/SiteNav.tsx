import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { track } from '@shop/shared/analytics';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearPageCache } from '@shop/shared/page-cache';
import { type MenuItem } from '@shop/shared/stores';
import { ns } from '../../namespace';
import { ChevronIcon } from '../icons/Icons';
import * as styles from './site-nav.module.css';

interface SiteNavProps {
  items: MenuItem[];
  /** Horizontal in the header (sub-menus drop down), vertical in the drawer (sub-menus expand in place). */
  orientation: 'horizontal' | 'vertical';
  /** Called after any item is chosen, e.g. to close the drawer. */
  onNavigate?: () => void;
}

/** The site navigation of SPEC §2: every item is a link, items with children also get a disclosure button. */
export function SiteNav({ items, orientation, onNavigate }: SiteNavProps) {
  const { t } = useTranslation(ns);
  const location = useLocation();
  const labelOf = (item: MenuItem) => item.label ?? t(item.labelKey ?? '');

  // SPEC §2: leaving for another page drops the cached pages, so the lists are fresh next time.
  const choose = (item: MenuItem) => {
    if (item.to !== location.pathname) clearPageCache();
    track.selectContent('nav', item.to);
    onNavigate?.();
  };

  return (
    <nav className={styles[orientation]} aria-label={t('header.navigation')}>
      <ul className={styles.list}>
        {items.map((item) =>
          item.children?.length ? (
            <NavGroup
              key={item.id}
              item={item}
              label={labelOf(item)}
              labelOf={labelOf}
              onChoose={choose}
              currentPath={location.pathname}
            />
          ) : (
            <li key={item.id} className={styles.item}>
              <NavItemLink item={item} label={labelOf(item)} currentPath={location.pathname} onChoose={choose} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

interface NavItemLinkProps {
  item: MenuItem;
  label: string;
  currentPath: string;
  onChoose: (item: MenuItem) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  className?: string;
}

function NavItemLink({ item, label, currentPath, onChoose, onKeyDown, className = styles.link }: NavItemLinkProps) {
  return (
    <Link
      to={item.to}
      className={className}
      aria-current={item.to === currentPath ? 'page' : undefined}
      onClick={() => onChoose(item)}
      onKeyDown={onKeyDown}
    >
      {label}
    </Link>
  );
}

interface NavGroupProps {
  item: MenuItem;
  label: string;
  labelOf: (item: MenuItem) => string;
  onChoose: (item: MenuItem) => void;
  currentPath: string;
}

function NavGroup({ item, label, labelOf, onChoose, currentPath }: NavGroupProps) {
  const { t } = useTranslation(ns);
  const [open, setOpen] = useState(false);
  const submenuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const children = item.children ?? [];
  const active = currentPath === item.to || children.some((child) => child.to === currentPath);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };
  // A drop-down left behind by keyboard focus would cover the page: close it when focus moves elsewhere.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const chooseChild = (child: MenuItem) => {
    setOpen(false);
    onChoose(child);
  };

  return (
    <li
      className={[styles.item, styles.group, open && styles.open, active && styles.active].filter(Boolean).join(' ')}
      onBlur={closeWhenFocusLeaves}
    >
      <div className={styles.groupHead}>
        <NavItemLink item={item} label={label} currentPath={currentPath} onChoose={chooseChild} />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={submenuId}
          aria-label={t('nav.showSubmenu', { label })}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={closeOnEscape}
        >
          <ChevronIcon />
        </button>
      </div>
      <ul id={submenuId} className={styles.submenu} hidden={!open} data-testid={`submenu-${item.id}`}>
        {children.map((child) => (
          <li key={child.id}>
            <NavItemLink
              item={child}
              label={labelOf(child)}
              currentPath={currentPath}
              onChoose={chooseChild}
              onKeyDown={closeOnEscape}
              className={styles.sublink}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
