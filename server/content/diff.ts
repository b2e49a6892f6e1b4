import type { ContentChange } from "../../common/content-api";

type Path = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What changed between two values of plain JSON, as the history shows it: one entry per
 * changed leaf (a string, number, boolean or null), with its path from `path`. Lists are
 * compared by position, so a dish added at the end is one change; a field or an item that
 * appears or disappears is one change holding its whole value, `before` or `after` absent.
 */
export function changesBetween(before: unknown, after: unknown, path: Path = []): ContentChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) =>
      changesOfMember(index in before, before[index], index in after, after[index], [
        ...path,
        index,
      ]),
    ).flat();
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) =>
      changesOfMember(key in before, before[key], key in after, after[key], [...path, key]),
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
): ContentChange[] {
  if (wasThere && isThere) return changesBetween(before, after, path);
  if (wasThere) return [{ path, before }];
  if (isThere) return [{ path, after }];
  return [];
}
