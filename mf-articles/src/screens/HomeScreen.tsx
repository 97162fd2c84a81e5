import { Fragment } from 'react';
import type { HomePage } from '@news/contracts/content';
import { pageTargeting } from '@news/contracts/adTargeting';
import { AdSlot } from '@news/ui/AdSlot';
import { SectionHeader } from '@news/ui/SectionHeader';
import { Teaser } from '@news/ui/Teaser';

export function HomeScreen({ home }: { home: HomePage }) {
  return (
    <div className="ar-home">
      <h1 className="ui-visually-hidden">{home.title}</h1>
      {home.sections.map((section, sectionIndex) => (
        <Fragment key={section.title}>
          {sectionIndex === 1 ? (
            <AdSlot id="startseite-nach-aufmacher" targeting={pageTargeting({ kind: 'startseite' })} />
          ) : null}
          <section className="ar-home__section" aria-label={section.title}>
            <SectionHeader title={section.title} targetPathOrUrl={section.targetPathOrUrl} />
            <div className={sectionIndex === 0 ? 'ar-home__grid ar-home__grid--top' : 'ar-home__grid'}>
              {section.teasers.map((teaser, i) => {
                const lead = sectionIndex === 0 && i === 0;
                return (
                  <Teaser
                    key={teaser.documentId}
                    teaser={teaser}
                    variant={lead ? 'lead' : 'standard'}
                    priority={lead}
                  />
                );
              })}
            </div>
          </section>
        </Fragment>
      ))}
    </div>
  );
}
