import type { ReactNode } from 'react';
import * as styles from './verifier.module.css';

/** The verifier's answer in one line, coloured by whether every check passed. */
export function Verdict({ fair, children }: { fair: boolean; children: ReactNode }) {
  return (
    <p
      className={`${styles.verdict} ${fair ? styles.fair : styles.unfair}`}
      data-testid="verifier-verdict"
      data-verdict={fair ? 'fair' : 'unfair'}
    >
      {children}
    </p>
  );
}
