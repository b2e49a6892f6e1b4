import { readFileSync } from "node:fs";

/** The machine's load averages (1, 5, 15 min) as /proc/loadavg says them, or why not. */
export function loadAverage(): string {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {
    return "unknown (no /proc/loadavg)";
  }
}

/** A process's resident memory in bytes (VmRSS of /proc/<pid>/status); undefined once gone. */
export function residentBytes(pid: number): number | undefined {
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB/m);
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Median, min and max; a value that never came is +Infinity, so it sorts last. */
export function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? Number.NaN
      : sorted.length % 2 === 1
        ? (sorted[middle] ?? Number.NaN)
        : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}

/** The value below which `share` of the values lie (nearest rank); NaN without values. */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** Seconds with two decimals, or "never" for a value that never came. */
export const seconds = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? "never" : `${value.toFixed(2)} s`;

export const verdict = (pass: boolean) => (pass ? "PASS" : "MISS");
