/** The site's public origin, fixed at build time from PUBLIC_URL (see vite.config.ts). */
declare const __PUBLIC_URL__: string;
