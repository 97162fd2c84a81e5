import { formatGermanDate } from './formatGermanDate';

/** A `<time>` with the German Berlin-time text of an ISO date (identical on server and client). */
export function DateTime({
  iso,
  withTime = true,
  prefix,
  className,
}: {
  iso: string;
  withTime?: boolean;
  prefix?: string;
  className?: string;
}) {
  const text = formatGermanDate(iso, { withTime });
  if (text === '') return null;
  return (
    <time className={className} dateTime={iso}>
      {prefix ? `${prefix} ` : ''}
      {text}
    </time>
  );
}
