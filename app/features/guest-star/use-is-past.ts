import { useEffect, useState } from "react";

/**
 * Whether the instant `iso` has passed, checked on the visitor's device after hydration (the
 * prerendered HTML was built at another moment) and again when the instant arrives.
 */
export function useIsPast(iso: string): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const remaining = new Date(iso).getTime() - Date.now();
    if (remaining <= 0) {
      setPast(true);
      return;
    }
    // setTimeout cannot wait longer than about 24.8 days; a page open that long can reload.
    if (remaining > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setPast(true), remaining + 1000);
    return () => clearTimeout(timer);
  }, [iso]);
  return past;
}
