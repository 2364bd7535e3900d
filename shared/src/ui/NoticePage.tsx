import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './notice-page.module.css';

export interface NoticePageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's one h1. */
  title: ReactNode;
  /** The explanation under it. */
  children?: ReactNode;
  /** Ways on (buttons, links looking like buttons), in one centred row. */
  actions?: ReactNode;
}

/** A page that is only a message and a way on: not found, something failed, coming soon. */
export function NoticePage({ title, children, actions, className, ...rest }: NoticePageProps) {
  return (
    <section {...rest} className={className ? `${styles.notice} ${className}` : styles.notice}>
      <h1>{title}</h1>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
