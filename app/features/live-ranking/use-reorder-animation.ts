import { type RefObject, useLayoutEffect, useRef } from "react";

const moveMs = 600;

/**
 * Slides a list's rows from where they were to where they are now when their order changes
 * (first, last, invert, play): the eye can follow a dish overtaking another on the big
 * screen. Rows are found by `data-key`; positions are read with offsetTop, which a running
 * animation's transform does not change. Nothing moves under prefers-reduced-motion.
 */
export function useReorderAnimation(list: RefObject<HTMLElement | null>, order: string) {
  const before = useRef(new Map<string, number>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order changes.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const rows = [...element.querySelectorAll<HTMLElement>("[data-key]")];
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const now = new Map<string, number>();
    for (const row of rows) {
      const key = row.dataset.key ?? "";
      now.set(key, row.offsetTop);
      const was = before.current.get(key);
      if (was === undefined || was === row.offsetTop || still || !row.animate) continue;
      row.animate(
        [{ transform: `translateY(${was - row.offsetTop}px)` }, { transform: "translateY(0)" }],
        { duration: moveMs, easing: "cubic-bezier(0.2, 0.8, 0.2, 1)" },
      );
    }
    before.current = now;
  }, [order]);
}
