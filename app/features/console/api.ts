/**
 * The console's only door to the server: JSON in and out, the session cookie sent by the
 * browser, and the CSRF token (kept in memory, never in storage) on every change.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The whole answer, for refusals that say more than a message (a 409's conflict, a 400's issues). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

let csrfToken: string | undefined;

export function rememberCsrfToken(token: string | undefined) {
  csrfToken = token;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Called on every 401 `not_signed_in`, so any screen falls back to the sign-in form. */
let onSignedOut: () => void = () => {};
export function whenSignedOut(listener: () => void) {
  onSignedOut = listener;
}

export async function callApi<T>(
  path: string,
  { method = "GET", body }: { method?: Method; body?: unknown } = {},
): Promise<T> {
  const changes = method !== "GET";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: changes
        ? { "content-type": "application/json", "x-csrf-token": csrfToken ?? "" }
        : { accept: "application/json" },
      body: changes ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    throw new ApiError(0, "network", "");
  }
  return readAnswer<T>(response);
}

/** Optional for an upload: how far it is, and a way to stop it. */
export type UploadOptions = {
  onProgress?(sentBytes: number, totalBytes: number): void;
  signal?: AbortSignal;
};

/**
 * A file sent as multipart form data (field `file`), with the CSRF token; the browser sets
 * the content type and its boundary itself. Refusals throw like callApi's; a cancelled upload
 * throws ApiError code "aborted". XMLHttpRequest, not fetch: only it reports how much of the
 * body has gone, and a phone's photo on a slow connection takes a while.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  const form = new FormData();
  form.append("file", file);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const stop = () => request.abort();
    request.open("POST", path);
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("x-csrf-token", csrfToken ?? "");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    request.addEventListener("loadend", () => {
      signal?.removeEventListener("abort", stop);
      if (signal?.aborted) return reject(new ApiError(0, "aborted", ""));
      if (request.status === 0) return reject(new ApiError(0, "network", ""));
      const body = request.status === 204 ? null : request.responseText;
      readAnswer<T>(new Response(body, { status: request.status })).then(resolve, reject);
    });
    if (signal?.aborted) return reject(new ApiError(0, "aborted", ""));
    signal?.addEventListener("abort", stop, { once: true });
    request.send(form);
  });
}

async function readAnswer<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = readError(payload);
    if (response.status === 401 && error.code === "not_signed_in") onSignedOut();
    throw new ApiError(response.status, error.code, error.message, payload);
  }
  return payload as T;
}

/**
 * A file the server makes (the CSV exports), whole, with the name it gives it; a refusal
 * (such as 429 `export_busy`) throws the server's message like callApi does.
 */
export async function downloadFile(path: string): Promise<{ name: string; file: Blob }> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "network", "");
  }
  if (!response.ok) {
    const error = readError(await response.json().catch(() => undefined));
    if (response.status === 401 && error.code === "not_signed_in") onSignedOut();
    throw new ApiError(response.status, error.code, error.message);
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = disposition.match(/filename="([^"]+)"/)?.[1] ?? "fb8.csv";
  try {
    return { name, file: await response.blob() };
  } catch {
    throw new ApiError(0, "network", "");
  }
}

function readError(payload: unknown): { code: string; message: string } {
  if (typeof payload === "object" && payload !== null) {
    const { error, message } = payload as { error?: unknown; message?: unknown };
    return {
      code: typeof error === "string" ? error : "unknown",
      message: typeof message === "string" ? message : "",
    };
  }
  return { code: "unknown", message: "" };
}

/** A query string of the given fields that have a value; "" when none. */
export function queryString(fields: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
