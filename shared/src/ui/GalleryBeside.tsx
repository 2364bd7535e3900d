import type { ReactNode } from 'react';
import * as styles from './gallery-beside.module.css';

export interface GalleryBesideProps {
  /** The item's Gallery, or its GallerySkeleton while it loads. */
  gallery: ReactNode;
  /** The item's title, facts and buttons, in a column. */
  children: ReactNode;
  infoTestId?: string;
}

/** The top of an item's page (a product, a kuji campaign): the pictures beside what to know and press. */
export function GalleryBeside({ gallery, children, infoTestId }: GalleryBesideProps) {
  return (
    <div className={styles.top}>
      {gallery}
      <div className={styles.info} data-testid={infoTestId}>
        {children}
      </div>
    </div>
  );
}

/** The item's facts: `<div>`s of a `<dt>` and its `<dd>`, each label in the narrow column. */
export function ItemFacts({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ? `${styles.facts} ${className}` : styles.facts}>{children}</dl>;
}

/** The item's name as its page's one h1, sized beside the gallery. */
export function ItemTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.title}>{children}</h1>;
}
