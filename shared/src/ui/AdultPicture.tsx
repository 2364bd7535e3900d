import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $ageVerify } from '@shop/shared/stores';
import { AdultMark } from './AdultMark';
import * as styles from './adult.module.css';

/**
 * A card's picture. An adult item's carries the 18+ mark and stays blurred until the visitor confirmed
 * being 18 or older at the age gate (`$ageVerify`, SPEC §2); lists and the home page are not behind the
 * gate, so this is what keeps its pictures from being seen before then.
 */
export function AdultPicture({ adult, children }: { adult: boolean; children: ReactNode }) {
  // Veiled in server-rendered HTML: the server cannot know this visitor confirmed.
  const verified = useStore($ageVerify, { ssr: () => false });
  const veiled = adult && !verified;
  return (
    <span className={veiled ? `${styles.picture} ${styles.veiled}` : styles.picture} data-veiled={veiled || undefined}>
      {children}
      {adult && <AdultMark className={styles.corner} />}
    </span>
  );
}
