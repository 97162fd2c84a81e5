import type { ChannelPage } from '@news/contracts/contentPages';
import { Breadcrumb } from '@news/ui/Breadcrumb';
import { Pagination } from '@news/ui/Pagination';
import { Teaser } from '@news/ui/Teaser';

export function ChannelScreen({ channel, listPath }: { channel: ChannelPage; listPath: string }) {
  const first = channel.pagination.page === 1;
  return (
    <div className="ar-page ar-channel">
      <Breadcrumb items={channel.breadcrumb} />
      <h1>{channel.title}</h1>
      {channel.subChannels.length > 0 ? (
        <nav className="ar-subchannels" aria-label={`Rubriken in ${channel.title}`}>
          <ul>
            {channel.subChannels.map((c) => (
              <li key={c.path}>
                <a href={c.path}>{c.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {channel.teasers.length === 0 ? <p>In dieser Rubrik gibt es noch keine Artikel.</p> : null}
      <div className="ar-home__grid ar-home__grid--top">
        {channel.teasers.map((teaser, i) => (
          <Teaser
            key={teaser.documentId}
            teaser={teaser}
            headingLevel="h2"
            variant={first && i === 0 ? 'lead' : 'standard'}
            priority={i === 0}
          />
        ))}
      </div>
      <Pagination
        basePath={listPath}
        page={channel.pagination.page}
        totalPages={channel.pagination.totalPages}
      />
    </div>
  );
}
