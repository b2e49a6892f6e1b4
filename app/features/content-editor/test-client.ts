import {
  type ContentClient,
  type EditorContextValue,
  issuesByPath,
  type UploadOptions,
} from "./editor-context";
import { isRecord } from "./json-schema";

export type FakeCall = { method: string; path: string; body: unknown; file?: File };
export type Answer = { status: number; body?: unknown };

/**
 * Stands in for the console's client in the editor's tests: each answer is picked by
 * "METHOD /path"; a status of 400 and above is thrown as a refusal that carries the whole
 * answer, as the console's ApiError does. Every call is recorded for the test to read, an
 * upload with the file sent; an upload's answer gets its progress callback and abort signal.
 */
export function fakeClient(
  answers: Record<
    string,
    Answer | ((body: unknown, upload?: UploadOptions) => Answer | Promise<Answer>)
  >,
) {
  const calls: FakeCall[] = [];
  const answer = async (
    method: string,
    path: string,
    body: unknown,
    upload?: { file: File; options?: UploadOptions },
  ) => {
    calls.push({ method, path, body, file: upload?.file });
    const found = answers[`${method} ${path}`];
    const { status, body: reply } =
      typeof found === "function"
        ? await found(body, upload?.options)
        : (found ?? { status: 404, body: {} });
    if (status >= 400) throw new FakeRefusal(status, reply);
    return reply;
  };
  const client: ContentClient = {
    call: async (path, { method = "GET", body } = {}) => answerAs(await answer(method, path, body)),
    upload: async (path, file, options) =>
      answerAs(await answer("POST", path, file.name, { file, options })),
    messageOf: (failure) =>
      failure instanceof FakeRefusal &&
      isRecord(failure.body) &&
      typeof failure.body.message === "string"
        ? failure.body.message
        : "Terjadi kesalahan.",
    refusalOf: (failure) =>
      failure instanceof FakeRefusal ? { status: failure.status, body: failure.body } : undefined,
  };
  return { client, calls };
}

class FakeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

// The fake answers whatever the test gave it; the test, like the server, decides its shape.
function answerAs<T>(reply: unknown): T {
  return reply as T;
}

/**
 * What a form under test reads of its editor: an editor's rights, a client that answers
 * nothing, no placeholder values and no issues, unless the test says otherwise.
 */
export function testEditor(
  options: Partial<Omit<EditorContextValue, "issues">> & {
    issues?: Parameters<typeof issuesByPath>[0];
  } = {},
): EditorContextValue {
  return {
    client: options.client ?? fakeClient({}).client,
    canEdit: options.canEdit ?? true,
    placeholderValues: options.placeholderValues ?? {},
    issues: issuesByPath(options.issues ?? []),
  };
}
