import { type MouseEvent, type ReactNode, useState } from "react";
import { downloadFile } from "./api";
import { ErrorLine } from "./form-parts";
import { messageOf } from "./session";
import { texts } from "./texts";

/**
 * A CSV export that says why it did not start. A plain `<a download>` saves a refused export
 * (two already running: 429 `export_busy`) as a failed download without the server's words,
 * so the click fetches the file itself, shows a refusal under the buttons, and hands a file to
 * the browser's downloads. Without scripts the link still downloads.
 */
export function ExportLink({
  href,
  className = "console-button",
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError("");
    try {
      const { name, file } = await downloadFile(href);
      const url = URL.createObjectURL(file);
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      link.click();
      // The browser has taken the file once the click is handled; a minute is ample.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <a className={className} href={href} download onClick={download} aria-busy={busy}>
        {busy ? texts.exporting : children}
      </a>
      {error && <ErrorLine message={error} />}
    </>
  );
}
