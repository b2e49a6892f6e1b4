import { createContext, type ReactNode, useContext } from "react";
import type { ContentIssue } from "../../../common/content-api";
import { type FieldPath, pathKey } from "./json-schema";

type Method = "GET" | "POST" | "PUT";

/** How far an upload is, and a way to stop it (the console's client uses XMLHttpRequest). */
export type UploadOptions = {
  onProgress?(sentBytes: number, totalBytes: number): void;
  signal?: AbortSignal;
};

/**
 * The door to the committee's API, handed in by the route (routes/console-content.tsx) from
 * the console's own client: features never import each other, and the editor needs only
 * these four things of it.
 */
export type ContentClient = {
  call<T>(path: string, options?: { method?: Method; body?: unknown }): Promise<T>;
  upload<T>(path: string, file: File, options?: UploadOptions): Promise<T>;
  /** A failure in words: the server's own Indonesian message when it sent one. */
  messageOf(failure: unknown): string;
  /** A refusal's status and whole answer (400's issues, 409's conflict); undefined otherwise. */
  refusalOf(failure: unknown): { status: number; body: unknown } | undefined;
};

export type EditorContextValue = {
  client: ContentClient;
  /** False for a viewer: the form is drawn without a single control that changes anything. */
  canEdit: boolean;
  /** The festival's names and dates, for the placeholders' explanations. */
  placeholderValues: Partial<Record<string, string>>;
  /** The server's issues by path (from the document's root). */
  issues: Map<string, string[]>;
};

const EditorContext = createContext<EditorContextValue | undefined>(undefined);

export function EditorProvider({
  value,
  children,
}: {
  value: EditorContextValue;
  children: ReactNode;
}) {
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditor needs an EditorProvider above it.");
  return value;
}

/** The issues grouped by their path, for each field to find its own. */
export function issuesByPath(issues: readonly ContentIssue[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const issue of issues) {
    const key = pathKey(issue.path);
    byPath.set(key, [...(byPath.get(key) ?? []), issue.message]);
  }
  return byPath;
}

/** An id for the input at `path`, valid in HTML and unique on the page. */
export const fieldId = (path: FieldPath) =>
  `isian-${path.map((key) => String(key).replace(/[^\w-]/g, "_")).join("-")}`;

/** What every field reads first: whether it may change, its id, and the server's issues on it. */
export function useField(path: FieldPath) {
  const { canEdit, issues } = useEditor();
  return { canEdit, id: fieldId(path), errors: issues.get(pathKey(path)) ?? [] };
}
