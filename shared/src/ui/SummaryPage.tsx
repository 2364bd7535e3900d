import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './summary-page.module.css';

export interface SummaryPageProps extends HTMLAttributes<HTMLDivElement> {
  title: string;
}

/** A page whose order summary stands beside its content (the cart, the checkouts): the title over `SummaryColumns`. */
export function SummaryPage({ title, className, children, ...rest }: SummaryPageProps) {
  return (
    <div {...rest} className={className ? `${styles.page} ${className}` : styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

export interface SummaryColumnsProps {
  /** The summary card: beside the main column from 1024 px, after it on smaller screens. */
  summary: ReactNode;
  /** An app's own adjustment of the main column (its gap). */
  mainClassName?: string;
  children: ReactNode;
}

/** The main column of a `SummaryPage` and its summary beside it. */
export function SummaryColumns({ summary, mainClassName, children }: SummaryColumnsProps) {
  return (
    <div className={styles.layout}>
      <div className={mainClassName ? `${styles.main} ${mainClassName}` : styles.main}>{children}</div>
      {summary}
    </div>
  );
}
