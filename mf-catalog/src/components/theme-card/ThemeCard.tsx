import { Link } from 'react-router';
import type { Theme } from '@shop/shared/contract';
import { AdultPicture, ShopImage } from '@shop/shared/ui';
import { CardGrid } from '../card-grid/CardGrid';
import * as card from '../card/card.module.css';
import * as styles from './theme-card.module.css';

/** How many cards the skeleton grid shows: two rows on the widest layout. */
const skeletonCount = 6;

/** One theme: its 16:9 picture (an adult theme's marked and blurred until the age gate is passed), name and description, linking to the theme's page. */
export function ThemeCard({ theme, priority = false }: { theme: Theme; priority?: boolean }) {
  return (
    <article
      className={styles.card}
      data-testid="theme-card"
      data-theme-id={theme.theme_id}
      data-adult={theme.is_adult || undefined}
    >
      <Link to={`/theme/${theme.theme_id}`} className={styles.link}>
        <AdultPicture adult={theme.is_adult}>
          <ShopImage className={card.imageWide} src={theme.image} alt="" width={640} height={360} priority={priority} />
        </AdultPicture>
        <h2 className={styles.name}>{theme.display_name}</h2>
      </Link>
      {theme.description && <p className={styles.description}>{theme.description}</p>}
    </article>
  );
}

/** A grid of theme cards; while `themes` is undefined, placeholders of the same size. */
export function ThemeGrid({ themes, label }: { themes: Theme[] | undefined; label: string }) {
  return (
    <CardGrid
      items={themes}
      label={label}
      shape="wide"
      name="theme-grid"
      className={styles.grid}
      skeletonCount={skeletonCount}
      itemKey={(theme) => theme.theme_id}
      renderItem={(theme, index) => <ThemeCard theme={theme} priority={index < 2} />}
    />
  );
}
