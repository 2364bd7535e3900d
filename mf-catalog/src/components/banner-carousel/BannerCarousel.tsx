import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@shop/shared/contract';
import { track } from '@shop/shared/analytics';
import { IconButton, ShopImage, Skeleton } from '@shop/shared/ui';
import { classifyLink } from '../../lib/links';
import { ns } from '../../namespace';
import { Chevron } from '../chevron/Chevron';
import * as styles from './banner-carousel.module.css';

/** Banners are 1200 × 400 (3:1); the box is reserved at that ratio before anything loads. */
const bannerWidth = 1200;
const bannerHeight = 400;

/** The banner's own link: a route inside the shop, a plain link to another site, or no link at all. */
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const target = classifyLink(banner.link);
  const onClick = () => track.selectContent('banner', banner.display_name || String(banner.banner_id));
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={styles.link} onClick={onClick} data-testid="banner-link">
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} className={styles.link} onClick={onClick} data-testid="banner-link">
        {children}
      </a>
    );
  }
  return <div className={styles.link}>{children}</div>;
}

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's banners: one at a time in a CSS scroll-snap strip (swipe on touch screens), with
 * previous / next buttons and one button per banner. No autoplay: nothing moves unless the shopper asks.
 * Only the first picture loads at once (it is the page's largest paint); the others load lazily.
 * A banner's headline (its `display_name`, in the shopper's language from the API) is text over the lower
 * left of its picture, never burned into the picture: translatable, searchable, sharp at any size.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation(ns);
  const trackRef = useRef<HTMLDivElement>(null);
  const frame = useRef(0);
  const [current, setCurrent] = useState(0);
  const count = banners.length;

  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      setCurrent(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
    });
  }, [count]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const show = (index: number) => {
    const next = (index + count) % count;
    const track = trackRef.current;
    setCurrent(next);
    track?.scrollTo?.({ left: next * track.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      data-testid="banner-carousel"
    >
      <div className={styles.viewport}>
        <div className={styles.track} ref={trackRef} onScroll={onScroll} data-testid="banner-track">
          {banners.map((banner, index) => (
            <div
              key={banner.banner_id}
              className={styles.slide}
              role="group"
              aria-roledescription={t('home.slide')}
              aria-label={t('home.slideOf', { index: index + 1, count })}
              data-testid="banner"
            >
              <BannerLink banner={banner}>
                {/* The headline is the slide's text (and the link's name); the picture only illustrates it. */}
                <ShopImage
                  className={styles.image}
                  src={banner.image}
                  alt={banner.display_name ? '' : `${t('home.banners')} ${index + 1}`}
                  width={bannerWidth}
                  height={bannerHeight}
                  priority={index === 0}
                />
                {banner.display_name && (
                  <span className={styles.headline} data-testid="banner-headline">
                    <span className={styles.headlineText}>{banner.display_name}</span>
                  </span>
                )}
              </BannerLink>
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <IconButton
              className={`${styles.arrow} ${styles.previous}`}
              label={t('home.previousBanner')}
              onClick={() => show(current - 1)}
            >
              <Chevron points="back" size={24} />
            </IconButton>
            <IconButton
              className={`${styles.arrow} ${styles.next}`}
              label={t('home.nextBanner')}
              onClick={() => show(current + 1)}
            >
              <Chevron points="on" size={24} />
            </IconButton>
          </>
        )}
      </div>
      {/* Always present, so one banner or many take the same height. */}
      <div className={styles.dots}>
        {count > 1 &&
          banners.map((banner, index) => (
            <button
              key={banner.banner_id}
              type="button"
              className={styles.dot}
              aria-label={t('home.showBanner', { index: index + 1, name: banner.display_name })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
      </div>
    </section>
  );
}

/** The carousel's place while the home page loads: the same box, so nothing below moves. */
export function BannerCarouselSkeleton() {
  return (
    <div className={styles.carousel} aria-hidden="true" data-testid="banner-skeleton">
      <div className={styles.viewport}>
        <Skeleton className={styles.skeleton} />
      </div>
      <div className={styles.dots} />
    </div>
  );
}
