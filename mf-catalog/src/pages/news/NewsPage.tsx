import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageData } from '@shop/shared/page-cache';
import { newsArticleJsonLd, sharePicture, useSeoSite } from '@shop/shared/seo';
import { ErrorState, Skeleton, usePageMeta } from '@shop/shared/ui';
import { ArticleDate } from '../../components/article-card/ArticleCard';
import { HotMark } from '../../components/article-card/HotMark';
import { ArticleBody } from '../../components/article-body/ArticleBody';
import { ContentNotFound, loadingPageClass } from '../../components/content-page/ContentPage';
import { metaDescription } from '../../lib/metaDescription';
import { ns } from '../../namespace';
import { articleData } from './data';
import { Chevron } from '../../components/chevron/Chevron';
import * as styles from './news.module.css';

/**
 * `/news/:newsId`: one article — title, date, cover and its HTML body, sanitised before it is rendered, each
 * shown once (the body's own copy of the title or cover is left out). The document is titled with the article.
 */
export default function NewsPage() {
  const { t } = useTranslation(ns);
  const request = articleData(useParams().newsId);
  const { data, error, reload } = usePageData(request.key, request.load);

  const article = data?.data;
  const site = useSeoSite();
  usePageMeta(
    article && {
      title: article.title,
      description: metaDescription(article.summary) || t('news.metaDescription', { title: article.title }),
      ...(article.cover && { image: sharePicture('article', article.article_id, article.title) }),
      kind: 'article',
      structuredData: [newsArticleJsonLd(site, article, t('seo.shopName'))],
    },
  );

  if (data === null) return <ContentNotFound message={t('news.notFound')} backTo="/news-list" backText={t('news.all')} />;
  if (error) return <ErrorState onRetry={reload} />;

  return (
    <article
      className={article ? styles.page : `${styles.page} ${loadingPageClass}`}
      data-testid="news-page"
      aria-busy={article ? undefined : true}
    >
      <p className={styles.back}>
        <Link to="/news-list">
          <Chevron points="back" size={16} />
          {t('news.all')}
        </Link>
      </p>
      {article ? (
        <>
          <header className={styles.head}>
            <h1 className={styles.title}>{article.title}</h1>
            <p className={styles.meta}>
              {article.is_hot && <HotMark />}
              <span>
                {t('news.published')} <ArticleDate value={article.published_at} />
              </span>
            </p>
          </header>
          <ArticleBody html={article.content} title={article.title} cover={article.cover} coverClassName={styles.cover} />
        </>
      ) : (
        <div data-testid="news-skeleton">
          <Skeleton className={styles.titleSkeleton} />
          <Skeleton shape="line" short />
          <Skeleton className={styles.cover} />
          <Skeleton shape="line" />
          <Skeleton shape="line" />
          <Skeleton shape="line" short />
        </div>
      )}
    </article>
  );
}
