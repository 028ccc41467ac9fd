import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import type { CareerPathNodeDto } from "@shared/validators/career-paths";

/** A node as the tree shows it: in document order, with its parent and depth (0 = root). */
export interface VisibleNode {
  node: CareerPathNodeDto;
  parentId: string | null;
  depth: number;
}

/** The nodes a reader can reach: the root and every child of an expanded node, depth first. */
export function visibleNodes(root: CareerPathNodeDto, expanded: ReadonlySet<string>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const visit = (node: CareerPathNodeDto, parentId: string | null, depth: number) => {
    out.push({ node, parentId, depth });
    if (expanded.has(node.id)) for (const child of node.children) visit(child, node.id, depth + 1);
  };
  visit(root, null, 0);
  return out;
}

/** Ids of every node that has children (for "expand all"). */
export function expandableIds(root: CareerPathNodeDto): string[] {
  const ids: string[] = [];
  const visit = (node: CareerPathNodeDto) => {
    if (node.children.length > 0) ids.push(node.id);
    node.children.forEach(visit);
  };
  visit(root);
  return ids;
}

export function findNode(root: CareerPathNodeDto, id: string): CareerPathNodeDto | undefined {
  if (root.id === id) return root;
  for (const child of root.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

export function countNodes(root: CareerPathNodeDto, predicate: (node: CareerPathNodeDto) => boolean): number {
  return (predicate(root) ? 1 : 0) + root.children.reduce((sum, child) => sum + countNodes(child, predicate), 0);
}

/** What a key press does in the tree (WAI-ARIA tree view pattern). */
export type TreeAction =
  | { kind: "focus"; id: string }
  | { kind: "expand"; id: string }
  | { kind: "collapse"; id: string }
  | { kind: "select"; id: string }
  | { kind: "none" };

export function keyAction(
  key: string,
  currentId: string,
  root: CareerPathNodeDto,
  expanded: ReadonlySet<string>,
): TreeAction {
  const list = visibleNodes(root, expanded);
  const index = list.findIndex((entry) => entry.node.id === currentId);
  const current = list[index];
  if (!current) return list[0] ? { kind: "focus", id: list[0].node.id } : { kind: "none" };
  const hasChildren = current.node.children.length > 0;
  const isExpanded = hasChildren && expanded.has(current.node.id);
  switch (key) {
    case "ArrowDown": {
      const next = list[index + 1];
      return next ? { kind: "focus", id: next.node.id } : { kind: "none" };
    }
    case "ArrowUp": {
      const previous = list[index - 1];
      return previous ? { kind: "focus", id: previous.node.id } : { kind: "none" };
    }
    case "ArrowRight": {
      if (!hasChildren) return { kind: "none" };
      if (!isExpanded) return { kind: "expand", id: current.node.id };
      return { kind: "focus", id: current.node.children[0]!.id };
    }
    case "ArrowLeft": {
      if (isExpanded) return { kind: "collapse", id: current.node.id };
      return current.parentId ? { kind: "focus", id: current.parentId } : { kind: "none" };
    }
    case "Home":
      return { kind: "focus", id: list[0]!.node.id };
    case "End":
      return { kind: "focus", id: list[list.length - 1]!.node.id };
    case "Enter":
    case " ":
      return { kind: "select", id: current.node.id };
    default:
      return { kind: "none" };
  }
}

/** A node fits the user's profile when every one of its Holland types is in the user's code. */
export function fitsCode(node: CareerPathNodeDto, code: string | null): boolean {
  if (!code) return false;
  return node.hollandTypes.length > 0 && node.hollandTypes.every((type) => code.includes(type));
}

export function matchesAny(node: CareerPathNodeDto, types: readonly HollandType[]): boolean {
  return types.some((type) => node.hollandTypes.includes(type));
}

/** The types of a Holland code, in order ("ISA" → I, S, A); none without a code. */
export function codeTypesOf(userCode: string | null | undefined): HollandType[] {
  return (userCode ?? "")
    .split("")
    .filter((letter): letter is HollandType => (HOLLAND_TYPES as readonly string[]).includes(letter));
}

/**
 * Where the explorer opens: on the person's own code (its first type as the primary one, the others
 * as secondary types); without a test yet, on R with I, as the specification's default.
 */
export function initialTypes(userCode: string | null | undefined): { primary: HollandType; secondary: HollandType[] } {
  const [first, ...rest] = codeTypesOf(userCode);
  return first ? { primary: first, secondary: rest } : { primary: "R", secondary: ["I"] };
}
