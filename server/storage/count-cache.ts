/**
 * How long a dish's count read from the database is served from memory. Counts are read far
 * more often than votes are cast (every dish page polls), and a sum over the totals' rows on
 * every read held count reads to a third of what HTTP allows.
 *
 * A process's own votes are in its counts at once (the totals a commit read are kept); votes
 * committed by another process, and the committee's changes, show within this long.
 */
export const countStalenessMs = 1_000;

/** A dish's key in the cache. */
export const dishKey = (category: string, food: string) => `${category}\u0000${food}`;

type Entry = { votes: number; readAt: number; reading?: Promise<number> };

/** Per-process counts, exact for this process's commits, at most `countStalenessMs` behind. */
export class CountCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly stalenessMs = countStalenessMs) {}

  /** The cached count while fresh; otherwise one read shared by every caller meanwhile. */
  read(key: string, load: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(key);
    const now = Date.now();
    if (entry && now - entry.readAt < this.stalenessMs) return Promise.resolve(entry.votes);
    if (entry?.reading) return entry.reading;
    const reading: Promise<number> = load().then(
      (votes) => {
        const current = this.entries.get(key);
        // A commit of this process seen while reading may be newer than what the read saw.
        const seen: number = current && current.reading === reading ? current.votes : 0;
        this.entries.set(key, { votes: Math.max(votes, seen), readAt: now });
        return Math.max(votes, seen);
      },
      (error) => {
        const current = this.entries.get(key);
        if (current && current.reading === reading) this.entries.delete(key);
        throw error;
      },
    );
    // Counting starts again from what the read finds: an invalidation may have lowered it.
    this.entries.set(key, { votes: 0, readAt: 0, reading });
    return reading;
  }

  /**
   * A total this process's commit read: totals only grow between the committee's changes, so
   * the larger of the two is the newer. The entry's age is left alone, or a busy process would
   * never see the other processes' votes.
   */
  committed(key: string, votes: number) {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.votes = Math.max(entry.votes, votes);
  }

  /** After a change of totals other than a vote of this process (see VoteStore.forgetCounts). */
  clear() {
    this.entries.clear();
  }
}
