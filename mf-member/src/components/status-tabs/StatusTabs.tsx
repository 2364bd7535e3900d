import { Link, type To } from 'react-router';
import * as styles from './status-tabs.module.css';

export interface StatusTab {
  key: string;
  text: string;
  /** Where the tab leads: the same page with its filter in the query. */
  to: To;
  /** How many there are, when known. */
  count?: number;
}

interface StatusTabsProps {
  /** Names the row of tabs for assistive technology ("Order status"). */
  label: string;
  tabs: readonly StatusTab[];
  current: string;
}

/**
 * A list's filters as a row of links, the one shown marked (`aria-current`): each filter has its own address, so
 * back, reload and Tab/Enter work as on any link. Scrolls sideways on a narrow screen rather than wrapping.
 */
export function StatusTabs({ label, tabs, current }: StatusTabsProps) {
  return (
    <nav aria-label={label} className={styles.bar}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              className={styles.tab}
              to={tab.to}
              preventScrollReset
              aria-current={tab.key === current ? 'true' : undefined}
              data-testid="status-tab"
              data-status={tab.key}
            >
              {tab.text}
              {tab.count !== undefined && <span className={styles.count}>{tab.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
