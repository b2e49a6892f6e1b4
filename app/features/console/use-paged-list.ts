import { useCallback, useEffect, useState } from "react";
import { callApi, queryString } from "./api";
import { messageOf } from "./session";

const pageSize = 50;

type Query = Record<string, string | number | undefined>;

export type PagedList<Page, Item> = {
  items: Item[];
  /** The last page read; undefined until the first answer. */
  page: Page | undefined;
  error: string;
  /** Reads the first page again, replacing the rows shown. */
  reload(): Promise<void>;
  /** Reads the next, older page and adds it to the rows shown, when there is one. */
  loadMore(): Promise<void>;
};

/**
 * A list the API gives newest first, a page at a time, each page saying where the next one
 * starts (`nextBefore`). The first page is read when the screen opens and again whenever the
 * query changes. `itemsOf` must not change between renders (a function at module level).
 */
export function usePagedList<Page extends { nextBefore: number | null }, Item>(
  path: string,
  query: Query,
  itemsOf: (page: Page) => Item[],
): PagedList<Page, Item> {
  const [items, setItems] = useState<Item[]>([]);
  const [page, setPage] = useState<Page>();
  const [error, setError] = useState("");
  // A new query object comes with every render; its text says when it really changed.
  const queryKey = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey stands for the query.
  const load = useCallback(
    async (before?: number) => {
      setError("");
      try {
        const next = await callApi<Page>(
          `${path}${queryString({ ...query, before, limit: pageSize })}`,
        );
        setPage(next);
        setItems((shown) => (before === undefined ? itemsOf(next) : [...shown, ...itemsOf(next)]));
      } catch (failure) {
        setError(messageOf(failure));
      }
    },
    [path, queryKey, itemsOf],
  );
  useEffect(() => {
    load();
  }, [load]);

  const reload = useCallback(() => load(), [load]);
  const nextBefore = page?.nextBefore;
  const loadMore = useCallback(
    () => (nextBefore == null ? Promise.resolve() : load(nextBefore)),
    [load, nextBefore],
  );
  return { items, page, error, reload, loadMore };
}
