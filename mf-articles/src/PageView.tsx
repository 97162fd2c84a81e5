import type { PageData } from '@news/contracts/pageData';
import type { ParcelSlot } from './ParcelSlot';
import { ArticleScreen } from './screens/ArticleScreen';
import { AuthorScreen } from './screens/AuthorScreen';
import { AuthorsScreen } from './screens/AuthorsScreen';
import { ChannelScreen } from './screens/ChannelScreen';
import { DocumentScreen } from './screens/DocumentScreen';
import { ErrorScreen } from './screens/ErrorScreen';
import { HeadlinesScreen } from './screens/HeadlinesScreen';
import { HomeScreen } from './screens/HomeScreen';
import { MyRegionScreen } from './screens/MyRegionScreen';
import { NewestArticlesScreen } from './screens/NewestArticlesScreen';
import { NewsletterScreen } from './screens/NewsletterScreen';
import { NewslettersScreen } from './screens/NewslettersScreen';
import { PodcastScreen } from './screens/PodcastScreen';
import { PodcastsScreen } from './screens/PodcastsScreen';
import { SearchScreen } from './screens/SearchScreen';
import { TestReportScreen } from './screens/TestReportScreen';
import { TestReportsScreen } from './screens/TestReportsScreen';
import { TopicScreen } from './screens/TopicScreen';
import { TopicsScreen } from './screens/TopicsScreen';

type Props = {
  page: PageData;
  paywall: ParcelSlot;
  /** Client only: navigate in the app (the search form). */
  navigate?: ((url: string) => void) | undefined;
};

/** Picks the screen of a page kind. */
export function PageView({ page, paywall, navigate }: Props) {
  switch (page.kind) {
    case 'home':
      return <HomeScreen home={page.home} />;
    case 'article':
      return (
        <ArticleScreen
          article={page.article}
          gift={page.gift}
          paywall={paywall}
          recommendations={page.recommendations}
          ecommerceWidget={page.ecommerceWidget}
          swipeHint={page.swipeHint}
        />
      );
    case 'author':
      return <AuthorScreen author={page.author} listPath={page.listPath} />;
    case 'authors':
      return <AuthorsScreen authors={page.authors} />;
    case 'search':
      return (
        <SearchScreen query={page.query} error={page.error} results={page.results} onSearch={navigate} />
      );
    case 'topics':
      return <TopicsScreen topics={page.topics} />;
    case 'topic':
      return <TopicScreen topic={page.topic} listPath={page.listPath} />;
    case 'headlines':
      return <HeadlinesScreen headlines={page.headlines} listPath={page.listPath} />;
    case 'my-region':
      return <MyRegionScreen regions={page.regions} />;
    case 'newsletters':
      return <NewslettersScreen newsletters={page.newsletters} />;
    case 'newsletter':
      return <NewsletterScreen newsletter={page.newsletter} />;
    case 'document':
      return <DocumentScreen document={page.document} />;
    case 'test-reports':
      return <TestReportsScreen reports={page.reports} listPath={page.listPath} />;
    case 'test-report':
      return <TestReportScreen report={page.report} />;
    case 'channel':
      return <ChannelScreen channel={page.channel} listPath={page.listPath} />;
    case 'podcasts':
      return <PodcastsScreen podcasts={page.podcasts} />;
    case 'podcast':
      return <PodcastScreen podcast={page.podcast} />;
    case 'newest-articles':
      return <NewestArticlesScreen newest={page.newest} listPath={page.listPath} />;
    case 'not-found':
      return <ErrorScreen status={404} message={page.message} onSearch={navigate} />;
  }
}
