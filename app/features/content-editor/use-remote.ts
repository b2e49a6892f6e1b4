import { useCallback, useEffect, useRef, useState } from "react";

export type Remote<T> = { data: T | undefined; error: string; reload(): Promise<void> };

/**
 * Data from the API, read when `enabled` turns on and again on reload(); with `everyMs`,
 * re-read on that interval while `everyMs` is set (a build in progress). Answers arriving
 * after a newer request are dropped.
 */
export function useRemote<T>(
  load: () => Promise<T>,
  messageOf: (failure: unknown) => string,
  { enabled = true, everyMs }: { enabled?: boolean; everyMs?: number } = {},
): Remote<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState("");
  const latest = useRef({ load, messageOf });
  latest.current = { load, messageOf };
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const next = await latest.current.load();
      if (mine !== generation.current) return;
      setData(next);
      setError("");
    } catch (failure) {
      if (mine === generation.current) setError(latest.current.messageOf(failure));
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    reload();
    if (!everyMs) return;
    const timer = setInterval(reload, everyMs);
    return () => clearInterval(timer);
  }, [enabled, everyMs, reload]);

  return { data, error, reload };
}
