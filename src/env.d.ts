/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the router before it hands /{prefix}/search to the search page. */
    site?: import('./routing/site.ts').Site;
  }
}

/** The page's inline script, built from ./offline/page-script.ts (server/page-script.ts). */
declare module 'virtual:page-script' {
  const script: string;
  export default script;
}
