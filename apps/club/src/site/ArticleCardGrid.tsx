import type { NewsArticleSummary } from '@club/api-client';
import { ArticleCard } from '@club/ui';
import * as styles from './ArticleCardGrid.css';

/** A row of four article cards under a section heading: the home page's latest news, an article's related news. */
export function ArticleCardGrid({ articles }: { articles: NewsArticleSummary[] }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard
            title={article.title}
            href={article.path}
            imageKey={article.imageKey}
            category={article.category.name}
            publishedAt={article.publishedAt}
            ratio="16:9"
            headingAs="h3"
            imageSizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          />
        </li>
      ))}
    </ul>
  );
}
