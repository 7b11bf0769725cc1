/**
 * Where each key and item of a value read from text starts, as a tree beside the value:
 * how the JSON scanner and the quick YAML reader answer `SourceFile.position`.
 */
/** A member name or an item index on the way to a value. */
export type PathSegment = string | number;

export interface OffsetNode {
  /** Undefined where this tree cannot say (the quick YAML reader then asks the full one). */
  offset: number | undefined;
  members?: Map<string, { keyOffset: number | undefined; node: OffsetNode }>;
  items?: OffsetNode[];
}

/**
 * The offset of `path`: of its key for an object member; a path that does not exist gives
 * its deepest existing ancestor's. Undefined when a node on the way has no offset.
 */
export function offsetAt(root: OffsetNode, path: readonly PathSegment[]): number | undefined {
  let node = root;
  let offset = root.offset;
  for (const segment of path) {
    if (offset === undefined) return undefined;
    if (node.members) {
      const member = node.members.get(String(segment));
      if (!member) break;
      offset = member.keyOffset;
      node = member.node;
    } else if (node.items && typeof segment === 'number') {
      const item = node.items[segment];
      if (!item) break;
      offset = item.offset;
      node = item;
    } else {
      break;
    }
  }
  return offset;
}
