import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '@shop/shared/contract';
import { formatDate, toDate } from '@shop/shared/format';
import { ShopImage } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { CardGrid } from '../card-grid/CardGrid';
import '../catalog.css';
import './article-card.css';

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
  const { t } = useTranslation(ns);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="catalog-card article-card" data-testid="article-card" data-article-id={article.article_id}>
      <Link to={`/news/${article.article_id}`} className="catalog-card-link article-card-link">
        <ShopImage className="catalog-image-frame catalog-image-frame-wide" src={article.cover} alt="" width={640} height={360} priority={priority} />
        <Heading className="catalog-card-title article-card-title">{article.title}</Heading>
      </Link>
      <p className="article-card-meta">
        {article.is_hot && (
          <span className="article-card-hot" data-testid="hot-mark">
            {t('news.hot')}
          </span>
        )}
        <ArticleDate value={article.published_at} />
      </p>
      {article.summary && <p className="catalog-card-text article-card-summary">{article.summary}</p>}
    </article>
  );
}

/** A grid of article cards; while `articles` is undefined, placeholders of the same size. */
export function ArticleGrid({ articles, label, headingLevel = 2, priorityCount = 0, skeletonCount = 6 }: {
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
      card="article-card"
      skeletonCount={skeletonCount}
      itemKey={(article) => article.article_id}
      renderItem={(article, index) => <ArticleCard article={article} headingLevel={headingLevel} priority={index < priorityCount} />}
    />
  );
}
