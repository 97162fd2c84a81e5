import { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';

/** A ResponsiveImage in a `<figure>`, with the image's caption (if any) as `<figcaption>`. */
export function ResponsiveFigure({ className, ...props }: ResponsiveImageProps) {
  const { caption } = props.image;
  return (
    <figure className={className ? `ui-figure ${className}` : 'ui-figure'}>
      <ResponsiveImage {...props} />
      {caption ? <figcaption className="ui-figure__caption">{caption}</figcaption> : null}
    </figure>
  );
}
