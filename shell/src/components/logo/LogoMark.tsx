import * as styles from './logo-mark.module.css';

/** The logo's round ★; decorative, the link or text beside it names the shop. */
export function LogoMark() {
  return (
    <span className={styles.mark} aria-hidden="true">
      ★
    </span>
  );
}
