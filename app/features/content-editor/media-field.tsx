import { useRef, useState } from "react";
import { committeeApiPaths } from "../../../common/paths";
import { fieldId, useEditor } from "./editor-context";
import { describedBy, FieldNotes } from "./field-notes";
import { type FieldPath, pathKey } from "./json-schema";
import { prepareUpload } from "./shrink-photo";
import { texts } from "./texts";

export type MediaKind = "foto" | "video";

/** What POST content/media names an upload: `foto-<hash>` or `video-<hash>`. */
const uploadedName = /^(foto|video)-[0-9a-f]+$/;

/**
 * The server decodes one picture at a time and answers `429 media_busy` past a short line:
 * the field sends the file again by itself a few times, as the server's `retry-after` says,
 * before it shows the refusal and leaves the next try to the editor.
 */
export const busyRetries = { times: 3, afterMs: 5_000 };

function isBusy(refusal: { status: number; body: unknown } | undefined): boolean {
  const body = refusal?.body;
  return (
    refusal?.status === 429 &&
    typeof body === "object" &&
    body !== null &&
    "error" in body &&
    body.error === "media_busy"
  );
}

type MediaFieldProps = {
  kind: MediaKind;
  value: unknown;
  path: FieldPath;
  label: string;
  /**
   * Optional (a person's photo, a partner's logo): "Hapus foto" removes the name and the
   * page falls back to its drawn art. Required (a dish's image file): the name of the
   * drawing stays editable, and "Hapus foto" brings back the drawing it named before.
   */
  required: boolean;
  onChange(next: unknown): void;
};

/** A picture or a video: a thumbnail of what is there, and for editors a way to replace it. */
export function MediaField({ kind, value, path, label, required, onChange }: MediaFieldProps) {
  const { client, canEdit, issues } = useEditor();
  const id = fieldId(path);
  const name = typeof value === "string" ? value : "";
  const uploaded = uploadedName.test(name);
  const [drawing, setDrawing] = useState(() => (uploaded ? "" : name));
  const [file, setFile] = useState<File>();
  // A new input after an upload: the browser's own one would keep showing the sent file's name.
  const [chooserKey, setChooserKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [preparing, setPreparing] = useState(false);
  /** Percent of the body sent, while an upload is under way. */
  const [progress, setProgress] = useState<number>();
  const sending = useRef<AbortController>(undefined);
  const [refusal, setRefusal] = useState("");
  const errors = [...(issues.get(pathKey(path)) ?? []), ...(refusal ? [refusal] : [])];
  const isVideo = kind === "video";

  async function upload() {
    if (!file) {
      setRefusal(texts.uploadFirst);
      return;
    }
    setBusy(true);
    setRefusal("");
    const controller = new AbortController();
    sending.current = controller;
    try {
      // Refused here what the server would refuse only after a long upload from a phone.
      setPreparing(true);
      const prepared = await prepareUpload(file);
      setPreparing(false);
      if ("refused" in prepared) {
        setRefusal(prepared.refused);
        return;
      }
      for (let attempt = 0; ; attempt += 1) {
        if (controller.signal.aborted) {
          setRefusal(texts.uploadCancelled);
          return;
        }
        try {
          setProgress(0);
          const answer = await client.upload<{ name: string }>(
            committeeApiPaths.contentMedia,
            prepared.send,
            {
              signal: controller.signal,
              onProgress: (sent, total) => setProgress(Math.round((100 * sent) / total)),
            },
          );
          if (!uploaded) setDrawing(name);
          onChange(answer.name);
          setFile(undefined);
          setChooserKey((key) => key + 1);
          return;
        } catch (failure) {
          if (controller.signal.aborted) {
            setRefusal(texts.uploadCancelled);
            return;
          }
          if (!isBusy(client.refusalOf(failure)) || attempt >= busyRetries.times) {
            setRefusal(client.messageOf(failure));
            return;
          }
          setProgress(undefined);
          setWaiting(true);
          // Cancelling ends the wait at once rather than after the next try.
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, busyRetries.afterMs);
            controller.signal.addEventListener("abort", () => {
              clearTimeout(timer);
              resolve();
            });
          });
          setWaiting(false);
        }
      }
    } finally {
      sending.current = undefined;
      setPreparing(false);
      setProgress(undefined);
      setWaiting(false);
      setBusy(false);
    }
  }

  const fileId = `${id}-berkas`;
  return (
    <fieldset className="content-group content-media content-field--wide">
      <legend>{label}</legend>
      {uploaded ? (
        isVideo ? (
          // biome-ignore lint/a11y/useMediaCaption: a partner's short clip without speech, shown to the editor only
          <video
            className="content-thumbnail"
            src={committeeApiPaths.contentMediaFile(name)}
            controls
            preload="metadata"
          />
        ) : (
          <img
            className="content-thumbnail"
            src={committeeApiPaths.contentMediaFile(name)}
            alt={`${label}: ${name}`}
          />
        )
      ) : (
        !required && <p className="console-hint">{isVideo ? texts.noVideo : texts.noPhoto}</p>
      )}
      {required && !uploaded && (
        <div className="content-field">
          <label htmlFor={id}>{texts.drawingName}</label>
          <input
            id={id}
            type="text"
            value={name}
            readOnly={!canEdit}
            aria-describedby={describedBy(id, [], errors)}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        </div>
      )}
      {canEdit && (
        <div className="content-upload">
          <label htmlFor={fileId}>{isVideo ? texts.chooseVideo : texts.choosePhoto}</label>
          <input
            key={chooserKey}
            id={fileId}
            type="file"
            accept={isVideo ? "video/webm,video/mp4" : "image/*"}
            aria-describedby={describedBy(id, [], errors)}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0]);
              setRefusal("");
            }}
          />
          <div className="content-row">
            <button
              type="button"
              className="console-button console-button--small"
              disabled={busy}
              onClick={upload}
            >
              {busy ? texts.uploading : texts.upload}
            </button>
            {/* Always there, so that a screen reader hears the wait when it starts. */}
            <span className="console-hint" role="status">
              {waiting ? texts.uploadWaiting : preparing ? texts.preparing : ""}
            </span>
            {progress !== undefined && (
              <span className="content-progress">
                <progress aria-label={texts.uploadProgressLabel} max={100} value={progress} />
                <span className="console-hint">{texts.uploadProgress(progress)}</span>
              </span>
            )}
            {busy && (
              <button
                type="button"
                className="console-button console-button--small console-button--quiet content-cancel"
                onClick={() => sending.current?.abort()}
              >
                {texts.cancelUpload}
              </button>
            )}
            {uploaded && (
              <button
                type="button"
                className="console-button console-button--small console-button--quiet"
                onClick={() => onChange(required ? drawing : undefined)}
              >
                {isVideo ? texts.removeVideo : texts.removePhoto}
              </button>
            )}
          </div>
        </div>
      )}
      <FieldNotes
        id={id}
        hints={
          canEdit ? (isVideo ? [texts.uploadSteps, texts.videoLimit] : [texts.uploadSteps]) : []
        }
        errors={errors}
      />
    </fieldset>
  );
}
