/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the router before it hands /{prefix}/search to the search page. */
    site?: import('./routing/site.ts').Site;
  }
}
