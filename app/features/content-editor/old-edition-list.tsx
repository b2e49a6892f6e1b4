import { useEffect, useMemo, useState } from "react";
import type { Edition, EditionsResponse } from "../../../common/committee-api";
import { pathInWords } from "../../../common/content-path-words";
import { committeeApiPaths } from "../../../common/paths";
import type { ContentClient } from "./editor-context";
import { oldEditionTexts, termsOf } from "./old-edition-texts";
import { texts } from "./texts";

type Props = {
  client: ContentClient;
  /** The draft as loaded, with each section replaced by what was saved since. */
  content: unknown;
  onReveal(path: (string | number)[]): void;
};

/**
 * After the next festival is opened: every text of the draft that still names the previous
 * one, each a link to its field. Shown only while some remain; a failure to read the
 * editions shows nothing, as the rest of Konten works without it.
 */
export function OldEditionList({ client, content, onReveal }: Props) {
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
    () => (previous ? oldEditionTexts(content, termsOf(previous)) : []),
    [content, previous],
  );
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
