import { ShopImage } from '@shop/shared/ui';
import * as styles from './prize-art.module.css';

export interface PrizeArtProps {
  tier: string;
  /** The prize's picture; empty for the demo boxes' prizes, which show their tier's emblem alone. */
  image: string;
  /** The prize's name, as the picture's text alternative. */
  name: string;
  /** Rendered size in CSS pixels (the picture is square). */
  size: number;
  className?: string;
}

/** A prize's picture with its tier's mark, or the tier's emblem when there is no picture. */
export function PrizeArt({ tier, image, name, size, className }: PrizeArtProps) {
  return (
    <div className={className ? `${styles.art} ${className}` : styles.art} data-tier={tier}>
      {image ? (
        <ShopImage className={styles.picture} src={image} alt={name} width={size} height={size} />
      ) : (
        <span className={styles.emblem} role="img" aria-label={name}>
          {tier === 'LAST' ? '★' : tier}
        </span>
      )}
      {image && (
        <span className={styles.mark} aria-hidden="true">
          {tier === 'LAST' ? '★' : tier}
        </span>
      )}
    </div>
  );
}
