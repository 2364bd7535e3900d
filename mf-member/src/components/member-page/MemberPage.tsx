import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { PageTitle } from '@shop/shared/ui';
import * as styles from './member-page.module.css';

export interface MemberPageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's one h1: its route's title (`title.*`), so the document title and the heading agree. */
  title: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
}

/**
 * A page of the member centre, inside its layout: the heading, then the page. Every child page uses it, so
 * headings and spacing are the same on each (the layout adds the side menu or the way back).
 */
export function MemberPage({ title, intro, children, className, ...rest }: MemberPageProps) {
  const headingId = useId();
  return (
    <section {...rest} aria-labelledby={headingId} className={className ? `${styles.page} ${className}` : styles.page}>
      <header className={styles.head}>
        <PageTitle id={headingId} smallOnPhone>
          {title}
        </PageTitle>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </section>
  );
}
