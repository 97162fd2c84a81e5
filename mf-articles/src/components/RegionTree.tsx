import type { FeedTreeNode } from '@news/contracts/contentPages';

/** The region tree as nested lists of links. */
export function RegionTree({ nodes }: { nodes: readonly FeedTreeNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <ul className="ar-tree">
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={node.target}>{node.label}</a>
          <RegionTree nodes={node.children} />
        </li>
      ))}
    </ul>
  );
}
