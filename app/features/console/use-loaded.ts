import { useCallback, useEffect, useRef, useState } from "react";
import { messageOf } from "./session";

export type Loaded<T> = {
  data: T | undefined;
  error: string;
  loadedAt: Date | undefined;
  reload(): Promise<void>;
};

/**
 * Data from the API, loaded when the screen opens and again whenever `key` changes; with
 * `everyMs`, also re-read on that interval while the tab is visible (a hidden tab asks
 * nothing, and catches up the moment it is shown again).
 */
export function useLoaded<T>(load: () => Promise<T>, key: string, everyMs?: number): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState("");
  const [loadedAt, setLoadedAt] = useState<Date>();
  const latest = useRef(load);
  latest.current = load;
  // Answers to an older key arriving late must not overwrite the newer one.
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key names what `load` reads.
  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const next = await latest.current();
      if (mine !== generation.current) return;
      setData(next);
      setError("");
      setLoadedAt(new Date());
    } catch (failure) {
      if (mine === generation.current) setError(messageOf(failure));
    }
  }, [key]);

  useEffect(() => {
    reload();
    if (!everyMs) return;
    const timer = setInterval(() => {
      if (!document.hidden) reload();
    }, everyMs);
    const onVisible = () => {
      if (!document.hidden) reload();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [reload, everyMs]);

  return { data, error, loadedAt, reload };
}
