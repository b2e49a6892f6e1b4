import { useEffect, useMemo, useState } from "react";
import type { Edition, EditionsResponse } from "../../../common/committee-api";
import { pathInWords } from "../../../common/content-path-words";
import { committeeApiPaths } from "../../../common/paths";
import type { ContentClient } from "./editor-context";
import { type OldText, oldEditionTexts, termsOf } from "./old-edition-texts";
import { texts } from "./texts";

export type OldEditionTexts = { previous: Edition | undefined; found: OldText[] };

/**
 * After the next festival is opened: every text of the draft (as loaded, with each section
 * replaced by what was saved since) that still names the previous one. The list shows them,
 * and Terbitkan asks first while any remain. A failure to read the editions finds nothing,
 * as the rest of Konten works without it.
 */
export function useOldEditionTexts(client: ContentClient, content: unknown): OldEditionTexts {
  const [previous, setPrevious] = useState<Edition>();
  useEffect(() => {
    let current = true;
    client
      .call<EditionsResponse>(committeeApiPaths.editions)
      .then((answer) => {
        if (current) setPrevious(answer.editions.find((edition) => edition.status === "archived"));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [client]);
  const found = useMemo(
    () => (previous && content !== undefined ? oldEditionTexts(content, termsOf(previous)) : []),
    [content, previous],
  );
  return { previous, found };
}

type Props = OldEditionTexts & { onReveal(path: (string | number)[]): void };

/** The texts that still name the previous festival, each a link to its field; while any remain. */
export function OldEditionList({ previous, found, onReveal }: Props) {
  if (!previous || found.length === 0) return null;
  return (
    <section className="console-card content-issues" aria-labelledby="teks-festival-lama">
      <h2 id="teks-festival-lama">{texts.oldEdition.heading(previous.name, previous.year)}</h2>
      <p className="console-hint">{texts.oldEdition.explanation(termsOf(previous))}</p>
      <ul>
        {found.map((entry) => (
          <li key={entry.path.join(".")}>
            <button
              type="button"
              className="content-link-button"
              onClick={() => onReveal(entry.path)}
            >
              {pathInWords(entry.path)}
            </button>
            : “{excerpt(entry.text, entry.term)}”
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The words around the term, so a long paragraph shows where it is. */
function excerpt(text: string, term: string): string {
  const at = text.toLowerCase().indexOf(term.toLowerCase());
  const start = Math.max(0, at - 40);
  const end = Math.min(text.length, at + term.length + 40);
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}
