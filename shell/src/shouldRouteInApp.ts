import { classifyLink, type ClickModifiers } from './classifyLink';

/**
 * The path to navigate to in the app for a click on a link on the page, or null when the shell does not route it
 * (the rules live in classifyLink).
 */
export function shouldRouteInApp(
  link: { href: string; target: string; hasDownload: boolean },
  event: ClickModifiers,
  origin: string,
): string | null {
  const decision = classifyLink(
    { href: link.href, target: link.target, download: link.hasDownload, external: true },
    { origin },
    event,
  );
  return decision.action === 'route' ? decision.path : null;
}
