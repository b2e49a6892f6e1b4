import { useCallback, useEffect, useMemo, useState } from "react";
import type { ContentDraftResponse } from "../../../common/content-api";
import type { ContentSection } from "../../../common/content-schema";
import { committeeApiPaths } from "../../../common/paths";
import type { ContentClient } from "./editor-context";
import { type FieldSchema, propertyOf, readSchema } from "./json-schema";
import { forgetDrafts, type KeptDraft, keptDraft } from "./kept-drafts";
import { KeptOffers } from "./kept-offers";
import { LeaveGuard } from "./leave-guard";
import { OldEditionList, useOldEditionTexts } from "./old-edition-list";
import { festivalValuesOf } from "./placeholders";
import { PublishPanel } from "./publish-panel";
import { SectionEditor } from "./section-editor";
import type { RevealRequest } from "./section-form";
import { texts } from "./texts";
import { useRemote } from "./use-remote";

// Written out rather than imported: common/content-schema.ts's list would bring the schema
// library along, and the console's first load has no room for it.
const sections = [
  "festival",
  "pages",
  "dishes",
  "about",
] as const satisfies readonly ContentSection[];

type Loaded = { draft: ContentDraftResponse; schema: FieldSchema };

/**
 * /panitia/konten: the site's whole content, one section at a time, drawn from the schema
 * the server sends; and the panel that previews and publishes it.
 */
export function ContentEditorScreen({
  client,
  canEdit,
}: {
  client: ContentClient;
  /** Admins and editors; a viewer gets the same screen without a control that changes anything. */
  canEdit: boolean;
}) {
  const loaded = useRemote<Loaded>(async () => {
    const [draft, schema] = await Promise.all([
      client.call<ContentDraftResponse>(committeeApiPaths.contentDraft),
      client.call<unknown>(committeeApiPaths.contentSchema),
    ]);
    return { draft, schema: readSchema(schema) };
  }, client.messageOf);
  const [shown, setShown] = useState<ContentSection>("festival");
  const [dirty, setDirty] = useState<Partial<Record<ContentSection, boolean>>>({});
  // The festival's names as saved last, for the placeholders' explanations everywhere.
  const [festival, setFestival] = useState<unknown>();
  const festivalNow = festival ?? loaded.data?.draft.content.festival;
  const placeholderValues = useMemo(() => festivalValuesOf(festivalNow), [festivalNow]);

  const dirtyHandlers = useMemo(
    () =>
      Object.fromEntries(
        sections.map((section) => [
          section,
          (isDirty: boolean) => setDirty((old) => ({ ...old, [section]: isDirty })),
        ]),
      ),
    [],
  );
  const data = loaded.data;
  // Each section as saved since loading: what the list of old texts reads.
  const [saved, setSaved] = useState<Partial<Record<ContentSection, unknown>>>({});
  // Every save or restore moves the draft on: the publish panel reads its state again then.
  const [saves, setSaves] = useState(0);
  const savedHandlers = useMemo(
    () =>
      Object.fromEntries(
        sections.map((section) => [
          section,
          (value: unknown) => {
            setSaved((old) => ({ ...old, [section]: value }));
            setSaves((count) => count + 1);
            if (section === "festival") setFestival(value);
          },
        ]),
      ),
    [],
  );
  const contentNow = useMemo(
    () => (data ? { ...data.draft.content, ...saved } : undefined),
    [data, saved],
  );
  const oldTexts = useOldEditionTexts(client, contentNow);
  const [reveal, setReveal] = useState<{ section: ContentSection; request: RevealRequest }>();
  const unsaved = sections.filter((section) => dirty[section]).map((name) => texts.sections[name]);
  // What this device kept from an earlier visit, read once the draft is here; never for a viewer.
  const [offers, setOffers] = useState<KeptDraft[]>([]);
  useEffect(() => {
    if (!data || !canEdit) return;
    setOffers(sections.flatMap((section) => keptDraft(section) ?? []));
  }, [data, canEdit]);
  const [taken, setTaken] = useState<KeptDraft>();
  const takeKept = (kept: KeptDraft) => {
    setOffers((old) => old.filter((offer) => offer.section !== kept.section));
    setShown(kept.section);
    setTaken(kept);
  };
  const discardKept = (section: ContentSection) => {
    forgetDrafts(section);
    setOffers((old) => old.filter((offer) => offer.section !== section));
  };
  const revealOldText = useCallback((path: (string | number)[]) => {
    const section = sections.find((candidate) => candidate === path[0]);
    if (!section) return;
    setShown(section);
    setReveal({ section, request: { path, at: Date.now() } });
  }, []);

  return (
    <>
      <h1>{texts.heading}</h1>
      {/* A viewer is told by the console's frame that the account only reads. */}
      {canEdit && <p className="console-hint">{texts.intro}</p>}
      <a className="content-jump" href="#terbitkan">
        {texts.jumpToPublish}
      </a>
      <LeaveGuard unsaved={unsaved} />
      {loaded.error && (
        <p className="console-error" role="alert">
          {loaded.error}
        </p>
      )}
      {!loaded.data && !loaded.error && <p>{texts.loading}</p>}
      {contentNow && <OldEditionList {...oldTexts} onReveal={revealOldText} />}
      {data && (
        <div className="content-layout console-columns">
          <div className="content-main">
            <KeptOffers
              offers={offers}
              draftRevision={data.draft.revision}
              onRestore={takeKept}
              onDiscard={discardKept}
            />
            <fieldset className="content-tabs">
              <legend className="visually-hidden">{texts.sectionsLabel}</legend>
              {sections.map((section) => (
                <button
                  key={section}
                  type="button"
                  className="content-tab"
                  aria-pressed={shown === section}
                  aria-label={
                    dirty[section]
                      ? `${texts.sections[section]} (${texts.unsaved})`
                      : texts.sections[section]
                  }
                  onClick={() => setShown(section)}
                >
                  {texts.sections[section]}
                  {dirty[section] && (
                    <span className="content-dirty-dot" title={texts.unsaved}>
                      {" "}
                      •
                    </span>
                  )}
                </button>
              ))}
            </fieldset>
            {sections.map((section) => (
              // Every section stays mounted, so typed text survives a switch to another tab.
              <div key={section} hidden={shown !== section} className="content-section">
                <h2>{texts.sections[section]}</h2>
                <SectionEditor
                  section={section}
                  schema={propertyOf(data.schema, section)}
                  initialValue={data.draft.content[section]}
                  initialRevision={data.draft.revision}
                  client={client}
                  canEdit={canEdit}
                  placeholderValues={placeholderValues}
                  onSaved={savedHandlers[section] ?? noop}
                  onDirtyChange={dirtyHandlers[section] ?? noop}
                  reveal={reveal?.section === section ? reveal.request : undefined}
                  kept={taken?.section === section ? taken : undefined}
                />
              </div>
            ))}
          </div>
          <PublishPanel
            client={client}
            canEdit={canEdit}
            unsaved={unsaved}
            oldTexts={oldTexts.found.length}
            saves={saves}
          />
        </div>
      )}
    </>
  );
}

const noop = () => {};
