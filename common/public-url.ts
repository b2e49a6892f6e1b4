/**
 * Where the site is published, read at build time from PUBLIC_URL: canonical links, link
 * previews and the sitemap need absolute addresses. No trailing slash.
 */
export function publicUrl(environment: NodeJS.ProcessEnv = process.env): string {
  const value = environment.PUBLIC_URL || "http://127.0.0.1:3000";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid configuration: PUBLIC_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`Invalid configuration: PUBLIC_URL must be an http(s) URL, got "${value}"`);
  }
  return url.origin + url.pathname.replace(/\/$/, "");
}

/** "https://fb8.example.sch.id/8trepreneur/…" as a visitor would type it: host and path. */
export function shortAddress(address: string): string {
  const url = new URL(address);
  return `${url.host}${url.pathname}`;
}
