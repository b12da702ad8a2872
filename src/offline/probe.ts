import { PingDocument } from '../gql/documents/status/ping.ts';
import { persistedExtension } from '../lib/persisted.ts';

/**
 * What the service worker fetches when a page asks it to try the network again (PROBE_MESSAGE,
 * ./sw-policy.ts): the `Ping` persisted document by GET (the gateway runs no free-form query in
 * production). Kept out of the page: the hash alone would cost the inline script about 100 bytes.
 */
export const PROBE_URL = `/graphql?extensions=${encodeURIComponent(JSON.stringify(persistedExtension(PingDocument)))}`;
