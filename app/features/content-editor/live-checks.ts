import {
  countWords,
  issueInWords,
  tooFewWords,
  withFieldName,
} from "../../../common/content-issue-words";
import type { FieldPath, FieldSchema } from "./json-schema";

type TextSchema = Extract<FieldSchema, { type: "string" }>;

/**
 * What the server would say of a text's length and words, said while it is typed: the same
 * sentences (common/content-issue-words.ts), counted on the text as the server keeps it,
 * trimmed. Patterns and the document's own checks are still the server's to say at saving.
 */
export function textProblems(
  schema: TextSchema,
  path: FieldPath,
  text: string,
  required: boolean,
): string[] {
  const input = text.trim();
  // An optional text left empty is no text at all: nothing to count.
  if (!required && input === "") return [];
  const length = [...input].length;
  const problems: string[] = [];
  if (schema.minLength !== undefined && length < schema.minLength) {
    problems.push(
      issueInWords({ code: "too_small", origin: "string", minimum: schema.minLength, input, path }),
    );
  }
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    problems.push(
      issueInWords({ code: "too_big", origin: "string", maximum: schema.maxLength, input, path }),
    );
  }
  if (schema.minWords !== undefined && countWords(input) < schema.minWords) {
    problems.push(withFieldName(path, tooFewWords(schema.minWords, countWords(input))));
  }
  return problems;
}

/** "87 kata (paling sedikit 120)": the count under a text that has a word minimum. */
export const wordCountHint = (text: string, minimum: number) =>
  `${countWords(text)} kata (paling sedikit ${minimum}).`;
