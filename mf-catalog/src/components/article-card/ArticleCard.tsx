import { Link } from 'react-router';
import type { ArticleSummary } from '@shop/shared/contract';
import { formatDate, toDate } from '@shop/shared/format';
import { ShopImage } from '@shop/shared/ui';
import { CardGrid } from '../card-grid/CardGrid';
import { HotMark } from './HotMark';
import * as card from '../card/card.module.css';
import * as styles from './article-card.module.css';

/** A date as the spec shows it, in a `<time>` element when it is a real date. */
export function ArticleDate({ value }: { value: number | string | null | undefined }) {
  const date = toDate(value);
  const text = formatDate(value);
  return date ? <time dateTime={date.toISOString()}>{text}</time> : <span>{text}</span>;
}

interface ArticleCardProps {
  article: ArticleSummary;
  /** h2 on the news list, h3 inside a section of the home page. */
  headingLevel?: 2 | 3;
  priority?: boolean;
}

/** One news article: cover, title (the link), date, hot mark and summary. */
export function ArticleCard({ article, headingLevel = 2, priority = false }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="article-card" data-article-id={article.article_id}>
      <Link to={`/news/${article.article_id}`} className={styles.link}>
        <ShopImage className={card.imageWide} src={article.cover} alt="" width={640} height={360} priority={priority} />
        <Heading className={styles.title}>{article.title}</Heading>
      </Link>
      <p className={styles.meta}>
        {article.is_hot && <HotMark />}
        <ArticleDate value={article.published_at} />
      </p>
      {article.summary && <p className={styles.summary}>{article.summary}</p>}
    </article>
  );
}

/** A grid of article cards; while `articles` is undefined, placeholders of the same size. */
export function ArticleGrid({
  articles,
  label,
  headingLevel = 2,
  priorityCount = 0,
  skeletonCount = 6,
}: {
  articles: ArticleSummary[] | undefined;
  label: string;
  headingLevel?: 2 | 3;
  priorityCount?: number;
  /** How many placeholders show while loading. */
  skeletonCount?: number;
}) {
  return (
    <CardGrid
      items={articles}
      label={label}
      shape="wide"
      name="article-grid"
      className={styles.grid}
      skeletonCount={skeletonCount}
      itemKey={(article) => article.article_id}
      renderItem={(article, index) => (
        <ArticleCard article={article} headingLevel={headingLevel} priority={index < priorityCount} />
      )}
    />
  );
}
