import { menuLinkProblem } from "../../common/menu-links";
import { paths } from "../../common/paths";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Stored content from before menu links were checked (draft revisions and frozen releases)
 * may name `//evil.example/masuk` or `/\evil.example/x`, which browsers follow to other hosts.
 * Read back, such a link leads to the home page instead: the draft stays editable, a kept
 * release can still be served, and the editor finds "/" under the label they wrote. Takes
 * and answers the `pages` section; a copy only when something was replaced.
 */
export function withSafeMenuLinks(pages: unknown): unknown {
  if (!isRecord(pages)) return pages;
  const navigation = pages.navigation;
  if (!isRecord(navigation) || !Array.isArray(navigation.links)) return pages;
  let replaced = false;
  const links = navigation.links.map((link: unknown) => {
    // The catalogue is not known here: a dish page that does not exist is left to the schema.
    if (!isRecord(link) || typeof link.to !== "string" || !menuLinkProblem(link.to.trim())) {
      return link;
    }
    replaced = true;
    return { ...link, to: paths.home };
  });
  return replaced ? { ...pages, navigation: { ...navigation, links } } : pages;
}

/** The same for a whole stored document (a frozen release). */
export function documentWithSafeMenuLinks(document: unknown): unknown {
  if (!isRecord(document) || !("pages" in document)) return document;
  const pages = withSafeMenuLinks(document.pages);
  return pages === document.pages ? document : { ...document, pages };
}
