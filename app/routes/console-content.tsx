import { ApiError, callApi, uploadFile } from "../features/console/api";
import { messageOf, useSession } from "../features/console/session";
import contentEditorStylesheetUrl from "../features/content-editor/content-editor.css?url";
import { ContentEditorScreen } from "../features/content-editor/content-editor-screen";
import type { ContentClient } from "../features/content-editor/editor-context";

/** Linked here only: the rest of the console never downloads the editor's styles. */
export const links = () => [{ rel: "stylesheet", href: contentEditorStylesheetUrl }];

// The editor gets the console's client from here: features never import each other.
const consoleClient: ContentClient = {
  call: callApi,
  upload: uploadFile,
  messageOf,
  refusalOf: (failure) =>
    failure instanceof ApiError ? { status: failure.status, body: failure.body } : undefined,
};

export default function ConsoleContent() {
  const { canEditContent } = useSession();
  return <ContentEditorScreen client={consoleClient} canEdit={canEditContent} />;
}
