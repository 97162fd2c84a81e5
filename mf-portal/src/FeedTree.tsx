import type { FeedTreeNode } from '@news/contracts/contentPages';

type Props = {
  nodes: readonly FeedTreeNode[];
  isFollowed: (id: number) => boolean;
  isPending: (id: number) => boolean;
  onToggle: (node: FeedTreeNode, follow: boolean) => void;
};

/**
 * The region or topic tree as nested lists: each node links to its page and has a toggle button (aria-pressed)
 * named after it, so a screen reader hears "Rheinau folgen, Umschalter, gedrückt" and a keyboard reaches every one.
 */
export function FeedTree({ nodes, isFollowed, isPending, onToggle }: Props) {
  if (nodes.length === 0) return null;
  return (
    <ul className="pt-feed-tree">
      {nodes.map((node) => {
        const followed = isFollowed(node.id);
        return (
          <li key={node.id}>
            <span className="pt-feed-node">
              <a href={node.target}>{node.label}</a>
              <button
                type="button"
                className={`pt-button pt-follow${followed ? ' pt-follow--on' : ''}`}
                aria-pressed={followed}
                aria-label={`${node.label} folgen`}
                disabled={isPending(node.id)}
                onClick={() => onToggle(node, !followed)}
              >
                {followed ? 'Gefolgt' : 'Folgen'}
              </button>
            </span>
            <FeedTree
              nodes={node.children}
              isFollowed={isFollowed}
              isPending={isPending}
              onToggle={onToggle}
            />
          </li>
        );
      })}
    </ul>
  );
}
