/**
 * Which item of a list became which, for the history's words: `from` its index before,
 * `to` after; one side absent for an item added or removed. Items with an `id` (dishes) are
 * the same item when their ids are; others when their values are equal, in the longest
 * common order, the rest paired in place (an edited item) or added and removed.
 */
export type ItemPair = { from?: number; to?: number };

const idOf = (item: unknown) =>
  typeof item === "object" && item !== null && "id" in item && typeof item.id === "string"
    ? item.id
    : undefined;

/** A value as text whatever its keys' order, so that equal values compare equal. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

export function alignItems(
  before: readonly unknown[],
  after: readonly unknown[],
): { pairs: ItemPair[]; reordered: boolean } {
  const ids = [...before, ...after].map(idOf);
  const keyed = ids.every((id) => id !== undefined);
  const beforeKeys = keyed ? before.map((item) => idOf(item) as string) : before.map(stable);
  const afterKeys = keyed ? after.map((item) => idOf(item) as string) : after.map(stable);
  if (keyed || sameItems(beforeKeys, afterKeys)) return byKey(beforeKeys, afterKeys);
  return { pairs: byCommonOrder(beforeKeys, afterKeys), reordered: false };
}

function sameItems(before: string[], after: string[]) {
  return (
    before.length === after.length && [...before].sort().join("\n") === [...after].sort().join("\n")
  );
}

/** Each key with the same key (the first unused one); moved when the kept ones change order. */
function byKey(before: string[], after: string[]) {
  const unused = new Map<string, number[]>();
  for (const [index, key] of before.entries()) {
    unused.set(key, [...(unused.get(key) ?? []), index]);
  }
  const pairs: ItemPair[] = after.map((key, to) => ({ from: unused.get(key)?.shift(), to }));
  const kept = pairs.flatMap((pair) => (pair.from === undefined ? [] : [pair.from]));
  const reordered = kept.some((from, index) => index > 0 && from < (kept[index - 1] as number));
  const taken = new Set(kept);
  const removed = before.flatMap((_, from) => (taken.has(from) ? [] : [{ from }]));
  return { pairs: [...removed, ...pairs], reordered };
}

/** The longest common subsequence; between two kept items, the others paired in place. */
function byCommonOrder(before: string[], after: string[]): ItemPair[] {
  const rows = before.length + 1;
  const columns = after.length + 1;
  const longest = new Array<number>(rows * columns).fill(0);
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      longest[i * columns + j] =
        before[i] === after[j]
          ? (longest[(i + 1) * columns + j + 1] as number) + 1
          : Math.max(
              longest[(i + 1) * columns + j] as number,
              longest[i * columns + j + 1] as number,
            );
    }
  }
  const pairs: ItemPair[] = [];
  let gapBefore: number[] = [];
  let gapAfter: number[] = [];
  const closeGap = () => {
    const paired = Math.min(gapBefore.length, gapAfter.length);
    for (let k = 0; k < paired; k++) pairs.push({ from: gapBefore[k], to: gapAfter[k] });
    for (const from of gapBefore.slice(paired)) pairs.push({ from });
    for (const to of gapAfter.slice(paired)) pairs.push({ to });
    gapBefore = [];
    gapAfter = [];
  };
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      closeGap();
      i++;
      j++;
    } else if (
      j >= after.length ||
      (i < before.length &&
        (longest[(i + 1) * columns + j] as number) >= (longest[i * columns + j + 1] as number))
    ) {
      gapBefore.push(i++);
    } else {
      gapAfter.push(j++);
    }
  }
  closeGap();
  return pairs;
}
