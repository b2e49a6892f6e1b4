import { type ReactNode, Suspense } from "react";

/**
 * Hydration in turns: each part of the page is hydrated in a task of its own, so that a slow
 * phone never stops answering for the whole of it (Lighthouse's Total Blocking Time). The
 * prerendered HTML stays on screen meanwhile; Preact keeps it while a part waits its turn.
 * After the first page, parts render at once.
 */
type Turn = { done: boolean; promise: Promise<void> };
const turns = new Map<string, Turn>();
let lastTurn: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function WaitForTurn({ part, children }: { part: string; children: ReactNode }) {
  if (typeof document === "undefined") return children;
  let turn = turns.get(part);
  if (!turn) {
    const created: Turn = {
      done: false,
      promise: lastTurn.then(nextTask).then(() => {
        created.done = true;
      }),
    };
    turns.set(part, created);
    lastTurn = created.promise;
    turn = created;
  }
  if (!turn.done) throw turn.promise;
  return children;
}

export function HydrateInTurn({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn part={part}>{children}</WaitForTurn>
    </Suspense>
  );
}

/** Resolves once every part has had its turn and been hydrated. */
export function allTurnsTaken() {
  return lastTurn.then(nextTask);
}
