/**
 * What a build's output keeps for the committee: the lines that name an error, wherever they
 * came, then the last lines. A prerender that fails prints the cause once, then whole pages
 * of HTML ("Unexpected Server Error"); keeping only the last 16 KB kept the HTML and lost the
 * cause. HTML documents in the output are replaced by one line saying how long they were.
 */
const errorPattern =
  /\berror\b|Error:|ERR!|\bfailed\b|\bgagal\b|Exception|Cannot |No (picture|video) named|Tidak ada|Prerender|✗/i;

/** Most of the budget goes to the tail; the error lines before it get the rest. */
const errorShare = 0.4;
const longestLine = 600;

export function createBuildLog(limit: number) {
  const errorBudget = Math.floor(limit * errorShare);
  const tailBudget = limit - errorBudget;
  const errors: string[] = [];
  let errorChars = 0;
  const tail: string[] = [];
  let tailChars = 0;
  let partial = "";
  let html: { chars: number } | undefined;

  function keepInTail(line: string) {
    tail.push(line);
    tailChars += line.length + 1;
    while (tailChars > tailBudget && tail.length > 1) {
      const dropped = tail.shift() ?? "";
      tailChars -= dropped.length + 1;
      // A line naming an error that leaves the tail is kept among the error lines.
      if (errorPattern.test(dropped) && errorChars + dropped.length <= errorBudget) {
        errors.push(dropped);
        errorChars += dropped.length + 1;
      }
    }
  }

  function line(text: string) {
    let rest = text;
    let kept = "";
    // HTML may start and end anywhere on a line, or span many lines.
    while (rest.length > 0) {
      if (html) {
        const end = rest.search(/<\/html>/i);
        if (end === -1) {
          html.chars += rest.length + 1;
          rest = "";
        } else {
          html.chars += end + 7;
          kept += `[halaman HTML, ${html.chars} karakter, dihapus]`;
          html = undefined;
          rest = rest.slice(end + 7);
        }
      } else {
        const start = rest.search(/<!DOCTYPE html|<html[\s>]/i);
        if (start === -1) {
          kept += rest;
          rest = "";
        } else {
          kept += rest.slice(0, start);
          html = { chars: 0 };
          rest = rest.slice(start);
        }
      }
    }
    if (html && kept.trim() === "") return;
    const shown = kept.length > longestLine ? `${kept.slice(0, longestLine)}…` : kept;
    keepInTail(shown);
  }

  return {
    append(chunk: string) {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      // A line without an end that grows past any use is cut into pieces, not held forever.
      if (partial.length > limit) {
        line(partial);
        partial = "";
      }
      for (const each of lines) line(each);
    },
    text(): string {
      if (partial) {
        line(partial);
        partial = "";
      }
      if (html) {
        keepInTail(`[halaman HTML, ${html.chars} karakter, dihapus]`);
        html = undefined;
      }
      const head = errors.length > 0 ? `${errors.join("\n")}\n[…baris lain dilewati…]\n` : "";
      const text = head + tail.join("\n");
      return text.length > limit ? text.slice(-limit) : text;
    },
  };
}
