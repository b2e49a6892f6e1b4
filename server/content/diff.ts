import type { ContentChange } from "../../common/content-api";
import { alignItems } from "./list-alignment";

type Path = (string | number)[];

/**
 * How lists are compared. `position`: item by item at the same index (what a conflict names:
 * the fields at those places). `items`: each item with the same item after an insertion, a
 * removal or a move (a dish by its id, anything else by its value), so that the history says
 * "Hidangan 2 dihapus" rather than every later dish changed, and a move is one change.
 */
export type ListComparison = "position" | "items";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What changed between two values of plain JSON, as the history shows it: one entry per
 * changed leaf (a string, number, boolean or null), with its path from `path`. A field or an
 * item that appears or disappears is one change holding its whole value, `before` or `after`
 * absent; with `items`, an added item's path has its new index, a removed one's its old one,
 * and a list whose items only moved is one change `{ path, reordered: true }`.
 */
export function changesBetween(
  before: unknown,
  after: unknown,
  path: Path = [],
  lists: ListComparison = "position",
): ContentChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (lists === "items") {
      const { pairs, reordered } = alignItems(before, after);
      const changes = pairs.flatMap(({ from, to }) =>
        from === undefined
          ? [{ path: [...path, to as number], after: after[to as number] }]
          : to === undefined
            ? [{ path: [...path, from], before: before[from] }]
            : changesBetween(before[from], after[to], [...path, to], lists),
      );
      return reordered ? [{ path, reordered: true }, ...changes] : changes;
    }
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) =>
      changesOfMember(
        index in before,
        before[index],
        index in after,
        after[index],
        [...path, index],
        lists,
      ),
    ).flat();
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) =>
      changesOfMember(key in before, before[key], key in after, after[key], [...path, key], lists),
    );
  }
  return Object.is(before, after) ? [] : [{ path, before, after }];
}

function changesOfMember(
  wasThere: boolean,
  before: unknown,
  isThere: boolean,
  after: unknown,
  path: Path,
  lists: ListComparison,
): ContentChange[] {
  if (wasThere && isThere) return changesBetween(before, after, path, lists);
  if (wasThere) return [{ path, before }];
  if (isThere) return [{ path, after }];
  return [];
}
