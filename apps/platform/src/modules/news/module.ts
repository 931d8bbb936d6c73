import { createNewsSearch } from '../../infra/search/news-search';
import type { PlatformModule } from '../module';
import { createNewsRepo } from './repo';
import { newsRoutes } from './routes';
import { createNewsService } from './service';

/** Published stories, their categories and search (/api/news). */
export const newsModule: PlatformModule = {
  name: 'news',
  needs: [],
  async register(app, { database, now }) {
    const service = createNewsService(createNewsRepo(database.db, now), createNewsSearch(database.db, database.dialect), now);
    await app.register(newsRoutes, { prefix: '/api/news', service });
  },
};
