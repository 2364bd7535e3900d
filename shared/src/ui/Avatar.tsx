import { useState } from 'react';
import * as styles from './avatar.module.css';

export interface AvatarProps {
  /** The member's picture; empty, missing or failing to load shows the default avatar (SPEC §3). */
  src?: string | null;
  /** What the picture shows; empty when a labelled control around it already names it. */
  alt: string;
  /** Width and height in px, reserved whatever loads: nothing around it moves. */
  size: number;
  className?: string;
}

type Shown = 'default' | 'loading' | 'picture';

/**
 * A member's round picture. Until the picture has loaded — and for good when it fails (a social login's
 * address that is gone, an offline CDN) — the default avatar fills the same box, so no broken-image icon
 * or alt text ever shows and nothing shifts.
 */
export function Avatar({ src, alt, size, className }: AvatarProps) {
  // The address that loaded or failed: a new `src` starts loading again.
  const [settled, setSettled] = useState<{ src: string; loaded: boolean } | null>(null);
  const shown: Shown = !src ? 'default' : settled?.src !== src ? 'loading' : settled.loaded ? 'picture' : 'default';

  return (
    <span
      className={className ? `${styles.avatar} ${className}` : styles.avatar}
      style={{ width: size, height: size }}
      data-testid="avatar"
      data-shown={shown}
    >
      {shown !== 'picture' && <DefaultAvatar label={shown === 'default' ? alt : ''} />}
      {src && shown !== 'default' && (
        <img
          className={shown === 'picture' ? styles.picture : `${styles.picture} ${styles.pending}`}
          src={src}
          alt={alt}
          width={size}
          height={size}
          decoding="async"
          onLoad={() => setSettled({ src, loaded: true })}
          onError={() => setSettled({ src, loaded: false })}
        />
      )}
    </span>
  );
}

/** A neutral head and shoulders; named only when it stands for the member (no picture behind it). */
function DefaultAvatar({ label }: { label: string }) {
  const name = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={styles.fallback} viewBox="0 0 32 32" focusable="false" {...name}>
      <circle cx="16" cy="12.5" r="5.5" />
      <path d="M5.5 28.5a10.5 10.5 0 0 1 21 0z" />
    </svg>
  );
}
