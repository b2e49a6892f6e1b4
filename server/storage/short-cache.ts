/**
 * A value read from the database at most once per `freshForMs` per process, so that a crowd
 * of visitors costs the database nothing extra. A failed read is not kept: the next caller
 * tries again. `forget()` lets this process's console show its own change at once.
 */
export function shortCache<T>(
  freshForMs: number,
  load: () => Promise<T>,
): { read(): Promise<T>; forget(): void } {
  let cached: { at: number; value: Promise<T> } | undefined;
  return {
    read: () => {
      const now = Date.now();
      if (!cached || now - cached.at >= freshForMs) {
        const value = load();
        cached = { at: now, value };
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
    forget: () => {
      cached = undefined;
    },
  };
}
