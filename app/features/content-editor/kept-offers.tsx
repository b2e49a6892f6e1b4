import type { ContentSection } from "../../../common/content-schema";
import type { KeptDraft } from "./kept-drafts";
import { texts } from "./texts";

const keptAt = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
});

/**
 * The unsaved forms this device kept from an earlier visit, each offered back or thrown away.
 * One typed on an older draft says so: saving it then meets the usual conflict question.
 */
export function KeptOffers({
  offers,
  draftRevision,
  onRestore,
  onDiscard,
}: {
  offers: KeptDraft[];
  draftRevision: number;
  onRestore(kept: KeptDraft): void;
  onDiscard(section: ContentSection): void;
}) {
  if (offers.length === 0) return null;
  return (
    <section className="console-preview content-kept" aria-label={texts.keptHeading}>
      {offers.map((kept) => {
        const name = texts.sections[kept.section];
        return (
          <div key={kept.section} className="content-kept__offer">
            <p>
              {texts.keptOffer(name, keptAt.format(new Date(kept.at)))}
              {kept.revision < draftRevision && (
                <> {texts.keptOutdated(kept.revision, draftRevision)}</>
              )}
            </p>
            <div className="console-actions">
              <button
                type="button"
                className="console-button console-button--primary"
                aria-label={texts.keptRestoreLabel(name)}
                onClick={() => onRestore(kept)}
              >
                {texts.keptRestore}
              </button>
              <button
                type="button"
                className="console-button console-button--quiet"
                aria-label={texts.keptDiscardLabel(name)}
                onClick={() => onDiscard(kept.section)}
              >
                {texts.keptDiscard}
              </button>
            </div>
          </div>
        );
      })}
    </section>
  );
}
