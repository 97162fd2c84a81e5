import type { PaywallLayout } from '@news/contracts/paywallApi';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * The frame of every paywall template: a labelled region (landmark) with the plus kicker and an h2, inside the
 * article's paywalled section. `takeFocus` moves the keyboard focus to the heading (a template that replaced
 * another while the reader was acting on it).
 */
export function PaywallFrame({
  headline,
  layout = 'box',
  takeFocus = false,
  template,
  children,
}: {
  headline: string;
  layout?: PaywallLayout | undefined;
  takeFocus?: boolean;
  template: string;
  children: ReactNode;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section className={`pw-box pw-box--${layout}`} aria-labelledby={id} data-template={template}>
      <p className="pw-kicker" aria-hidden="true">
        plus
      </p>
      <h2 className="pw-title" id={id} ref={heading} tabIndex={-1}>
        {headline}
      </h2>
      {children}
    </section>
  );
}
