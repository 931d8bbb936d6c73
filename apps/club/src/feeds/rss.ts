import type { NewsArticleSummary } from '@club/api-client';
import { getClock } from '@club/clock';
import { Feed } from 'feed';
import { canonicalUrl } from '../site/seo';
import { clubName, copyright } from '../site/site';
import { newsFeedPath, newsFeedTitle } from './feedLinks';

/** RSS 2.0 of the latest news, newest first, every link the article's canonical (dated) address. */
export function buildNewsRss(articles: readonly NewsArticleSummary[]): string {
  const newest = articles[0];
  const feed = new Feed({
    id: canonicalUrl('/news'),
    title: newsFeedTitle,
    description: `The latest news from ${clubName}: match reports, team news, interviews and club announcements.`,
    link: canonicalUrl('/news'),
    language: 'en-gb',
    copyright: copyright(getClock().nowMs()),
    generator: false,
    ttl: 15,
    feedLinks: { rss: canonicalUrl(newsFeedPath) },
    // Without it the feed library would read the system time.
    updated: newest ? new Date(newest.publishedAt) : getClock().now(),
  });
  for (const article of articles) {
    const link = canonicalUrl(article.path);
    feed.addItem({
      title: article.title,
      id: link,
      link,
      date: new Date(article.publishedAt),
      description: article.standfirst,
      category: [{ name: article.category.name }],
      // A story published without a lead image has no enclosure.
      ...(article.imageKey ? { image: { url: canonicalUrl(`/images/800x450/${article.imageKey}`), type: 'image/jpeg', length: 0 } } : {}),
    });
  }
  return feed.rss2();
}
