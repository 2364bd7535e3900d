import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uiNamespace } from './namespace';
import { ShopImage } from './ShopImage';
import { Skeleton } from './Skeleton';
import * as styles from './gallery.module.css';

/** Product and prize pictures are 480 × 480. */
const imageSize = 480;

interface GalleryProps {
  images: string[];
  name: string;
}

/**
 * The main picture (loaded first: it is the page's largest content) and, when there are several,
 * thumbnails to switch it. The thumbnails are one tab stop; arrow keys, Home and End move between them.
 */
export function Gallery({ images, name }: GalleryProps) {
  const { t } = useTranslation(uiNamespace);
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[Math.min(selected, count - 1)];

  const choose = (index: number) => {
    const next = (index + count) % count;
    setSelected(next);
    thumbs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div className={styles.gallery} data-testid="gallery">
      <div className={styles.main}>
        {current ? (
          <ShopImage
            key={current}
            src={current}
            alt={count > 1 ? t('gallery.imageOf', { name, index: selected + 1, count }) : name}
            width={imageSize}
            height={imageSize}
            priority
            className={styles.image}
          />
        ) : (
          <div className={styles.image} role="img" aria-label={name} />
        )}
      </div>
      {count > 1 && (
        <div className={styles.thumbs} role="toolbar" aria-label={t('gallery.thumbnails')} onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <button
              key={image}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              className={styles.thumb}
              aria-pressed={index === selected}
              aria-label={t('gallery.showImage', { index: index + 1, count })}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
            >
              <ShopImage src={image} alt="" width={imageSize} height={imageSize} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The main picture's place while the product loads. */
export function GallerySkeleton() {
  return (
    <div className={styles.gallery}>
      <Skeleton shape="square" className={styles.image} />
    </div>
  );
}
