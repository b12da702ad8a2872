import { MobileSchema } from '../../../domain/fields.ts';
import type { Db } from '../../db/open.ts';
import { providerCodes } from './provider-codes.ts';

/** What a caller-id provider confirmed: the device's mobile number, for the sign-in `state`. */
export interface CallerIdClaim {
  state: string;
  mobile: string;
}

/**
 * The caller-id sign-in port (issue 20; storefront.md §7 "a caller-id sign-in", Truecaller in the
 * original shop): the provider's app on the customer's phone confirms the phone's own number. A real
 * adapter (Truecaller's SDK and its signed payload) implements this and is chosen by CALLER_ID_PROVIDER;
 * `development` (the only one here) is played by the page /dev/caller-id (DEV_TOOLS only).
 */
export interface CallerIdProvider {
  /** Whether the provider's app is there to confirm a number (Truecaller's isUsable); false: "Truecaller not installed". */
  installed(): Promise<boolean>;
  /** Where the browser goes to confirm, on the storefront's origin or the provider's. */
  authorizeUrl(state: string): string;
  /** The verified number of a code the provider signed; `expired` past its expiry; null when forged or damaged. */
  verify(code: string): Promise<CallerIdClaim | 'expired' | null>;
}

/** The key under which the development caller-id app's "installed" switch is kept (the meta table). */
const INSTALLED_KEY = 'dev_caller_id_installed';

/**
 * The development caller-id app: /dev/caller-id shows the number it would confirm with Allow and Deny;
 * Allow signs a code (`issue`) with the development provider key. Its "installed" switch is kept in the
 * database (on unless switched off), so a person or a test can play a phone without the app.
 */
export function developmentCallerId(db: Db, key: Uint8Array, now: () => Date) {
  const codes = providerCodes('development-caller-id', key, now);
  const provider: CallerIdProvider = {
    async installed() {
      const row = await db.selectFrom('meta').select('value').where('key', '=', INSTALLED_KEY).executeTakeFirst();
      return row?.value !== '0';
    },
    authorizeUrl: (state) => `/dev/caller-id?state=${encodeURIComponent(state)}`,
    async verify(code) {
      const claims = await codes.verify(code);
      if (claims === null || claims === 'expired') return claims;
      const mobile = MobileSchema.safeParse(claims['phone_number']);
      if (!mobile.success || claims['phone_number_verified'] !== true) return null;
      return { state: String(claims['nonce']), mobile: mobile.data };
    },
  };
  return {
    provider,
    /** The development app's Allow: a code confirming `mobile` for the sign-in `state`. */
    issue: (state: string, mobile: string) => codes.issue(state, { phone_number: mobile, phone_number_verified: true }),
    async setInstalled(installed: boolean) {
      await db
        .insertInto('meta')
        .values({ key: INSTALLED_KEY, value: installed ? '1' : '0' })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: installed ? '1' : '0' }))
        .execute();
    },
  };
}
export type DevelopmentCallerId = ReturnType<typeof developmentCallerId>;
