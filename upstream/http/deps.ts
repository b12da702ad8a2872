import type { Db } from '../db/open.ts';

/** What the services behind /api/account share: the database, the clock, the signing key, where uploads go. */
export interface ServiceDeps {
  db: Db;
  now: () => Date;
  secret: Uint8Array;
  uploadDir: string;
  /** The storefront's public origin, for links sent by SMS. */
  siteUrl: string;
}
