import { useEffect, useState } from "react";
import { useEditor, useField } from "./editor-context";
import { fieldTexts } from "./field-texts";
import type { FieldSchema } from "./json-schema";
import { TextField } from "./scalar-fields";
import type { SchemaFieldProps } from "./schema-field";

type Render = typeof import("./markdown-render").renderForVisitors;

/** How to write it, shown as the marks themselves: the editor copies what they see. */
function MarkdownHint() {
  return (
    <>
      {fieldTexts.markdownMarks} <code>**{fieldTexts.markdownBold}**</code>,{" "}
      <code>*{fieldTexts.markdownItalic}*</code>, {fieldTexts.markdownList} <code>-</code>{" "}
      {fieldTexts.markdownListEnd}, <code>[{fieldTexts.markdownLink}](https://…)</code>.{" "}
      {fieldTexts.markdownParagraphs}
    </>
  );
}

/** A long Markdown text (a dish's description, About's body), with its preview for editors. */
export function MarkdownField(
  props: SchemaFieldProps & { schema: Extract<FieldSchema, { type: "string" }> },
) {
  const { canEdit } = useEditor();
  const text = typeof props.value === "string" ? props.value : "";
  const after = canEdit ? (
    <MarkdownPreview path={props.path} label={props.label} text={text} />
  ) : null;
  return <TextField {...props} markdown extra={{ hints: [<MarkdownHint key="tulis" />], after }} />;
}

/**
 * "Pratinjau" shows the text as visitors will read it. The renderer (markdown-it) is loaded
 * the first time a preview opens, never with the console.
 */
function MarkdownPreview({
  path,
  label,
  text,
}: Pick<SchemaFieldProps, "path" | "label"> & { text: string }) {
  const { placeholderValues } = useEditor();
  const { id } = useField(path);
  const [open, setOpen] = useState(false);
  const [render, setRender] = useState<Render>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || render) return;
    let current = true;
    setFailed(false);
    import("./markdown-render").then(
      (module) => current && setRender(() => module.renderForVisitors),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open, render]);

  const previewId = `${id}-pratinjau`;
  return (
    <div className="content-markdown">
      <button
        type="button"
        className="console-button console-button--small console-button--quiet content-markdown__toggle"
        aria-expanded={open}
        aria-controls={previewId}
        aria-label={open ? fieldTexts.closePreviewLabel(label) : fieldTexts.previewLabel(label)}
        onClick={() => setOpen(!open)}
      >
        {open ? fieldTexts.closePreview : fieldTexts.preview}
      </button>
      <section
        id={previewId}
        className="content-markdown__preview"
        aria-label={fieldTexts.previewLabel(label)}
        hidden={!open}
      >
        {open && (
          <>
            <p className="content-markdown__heading">{fieldTexts.previewHeading}</p>
            {failed ? (
              <p>{fieldTexts.previewFailed}</p>
            ) : !render ? (
              <p>{fieldTexts.previewLoading}</p>
            ) : text.trim() === "" ? (
              <p>{fieldTexts.previewEmpty}</p>
            ) : (
              <div
                className="content-markdown__body"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML escaped and links checked by the site's own renderer (common/safe-markdown.ts)
                dangerouslySetInnerHTML={{ __html: render(text, placeholderValues) }}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
