import { validateContent } from "../content/validate";

/** Build step: refuses to build a site whose content breaks the schema, naming the field. */
const problems = await validateContent();
if (problems.length > 0) {
  console.error(`Content is invalid (${problems.length} problem(s)):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log("content: valid");
