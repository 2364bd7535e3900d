import type { ImgHTMLAttributes } from 'react';
import { toWebp } from '@shop/shared/format';

export interface ShopImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading'> {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the image arrives, so nothing below it shifts. */
  width: number;
  height: number;
  /** Above the fold (a hero banner, the product's main picture): load at once and first. */
  priority?: boolean;
}

/**
 * Every catalogue picture: served as WebP (SPEC §5), lazily below the fold, with its size reserved.
 */
export function ShopImage({ src, alt, width, height, priority = false, ...rest }: ShopImageProps) {
  return (
    <img
      {...rest}
      src={toWebp(src)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
