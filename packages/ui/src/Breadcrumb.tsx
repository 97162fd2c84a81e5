export type BreadcrumbItem = { label: string; path: string };

/** "Sie sind hier": the channel path as links, the last entry (the current page) marked with aria-current. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="ui-breadcrumb" aria-label="Sie sind hier">
      <ol className="ui-breadcrumb__list">
        <li>
          <a href="/">Startseite</a>
        </li>
        {items.map((item, i) => (
          <li key={item.path}>
            <a href={item.path} {...(i === items.length - 1 ? { 'aria-current': 'page' as const } : {})}>
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
