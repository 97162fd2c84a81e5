import type { ContentItem } from '@news/contracts/contentPages';
import type { EcommerceWidgetRules } from '@news/contracts/ecommerceWidget';
import { ResponsiveFigure } from '@news/ui/ResponsiveFigure';
import { EcommerceWidget } from '../ecommerce/EcommerceWidget';
import { EmbedBlock } from './EmbedBlock';

/** The body of an article, test report or document. Texts are plain text (React escapes them). */
export function ContentBody({
  items,
  headingLevel = 'h2',
  ecommerceWidget,
}: {
  items: readonly ContentItem[];
  headingLevel?: 'h2' | 'h3';
  /** The brand's rules for shop widgets (articles only); without them a shop widget is not shown. */
  ecommerceWidget?: EcommerceWidgetRules | undefined;
}) {
  const Subheading = headingLevel;
  return (
    <>
      {items.map((item, i) => {
        const key = `${item.type}-${i}`;
        switch (item.type) {
          case 'paragraph':
            return <p key={key}>{item.text}</p>;
          case 'subheading':
            return (
              <Subheading key={key} className="ar-body__subheading">
                {item.text}
              </Subheading>
            );
          case 'quote':
            return (
              <figure key={key} className="ar-quote">
                <blockquote>
                  <p>{item.text}</p>
                </blockquote>
                {item.cite ? <figcaption>{item.cite}</figcaption> : null}
              </figure>
            );
          case 'list': {
            const List = item.ordered ? 'ol' : 'ul';
            return (
              <List key={key}>
                {item.items.map((entry, j) => (
                  <li key={j}>{entry}</li>
                ))}
              </List>
            );
          }
          case 'image':
            return (
              <ResponsiveFigure
                key={key}
                image={item.image}
                preset="article"
                sizes={{ base: '100vw', lg: '704px' }}
              />
            );
          case 'embed':
            return <EmbedBlock key={key} {...item} />;
          case 'ecommerce':
            return (
              <EcommerceWidget
                key={key}
                src={item.src}
                title={item.title}
                height={item.height}
                rules={ecommerceWidget}
              />
            );
        }
      })}
    </>
  );
}
