import type { ContentConflictResponse, ContentInvalidResponse } from "../../../common/content-api";
import { isRecord } from "./json-schema";

/** 400 `content_invalid`: the value breaks the schema, with an issue per field. */
export function isInvalidContent(body: unknown): body is ContentInvalidResponse {
  return isRecord(body) && body.error === "content_invalid" && Array.isArray(body.issues);
}

/** 409 `content_conflict`: someone saved the section since the form was loaded. */
export function isConflict(body: unknown): body is ContentConflictResponse {
  return (
    isRecord(body) &&
    body.error === "content_conflict" &&
    typeof body.revision === "number" &&
    Array.isArray(body.changedPaths)
  );
}
