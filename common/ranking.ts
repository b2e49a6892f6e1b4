/**
 * Most votes first; equal counts share a rank (1, 2, 2, 4) and keep the catalogue's order,
 * so a tie is shown as a tie rather than decided by the database's whim. The committee's
 * results, the published ranking and the live board all rank with this.
 */
export function ranked<T extends { votes: number }>(dishes: T[]): (T & { rank: number })[] {
  const sorted = dishes
    .map((dish, order) => ({ dish, order }))
    .sort((a, b) => b.dish.votes - a.dish.votes || a.order - b.order)
    .map(({ dish }) => dish);
  return sorted.map((dish) => ({
    ...dish,
    rank: 1 + sorted.filter((other) => other.votes > dish.votes).length,
  }));
}
