import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-messages.ts';
import { MobileSchema, NameSchema } from './fields.ts';
import { REGION_CODES, type RegionCode } from './order-rules.ts';

/**
 * A delivery address, the one schema of every layer (storefront.md §3, §5 field messages): the
 * upstream's routes parse request bodies with it, the gateway's adapter types its input and reply
 * from it, and the browser's forms extend it (src/lib/account-forms.ts). Its rules therefore cannot
 * drift between the form and the server; `src/lib/address-rules.test.ts` holds both to one table.
 */

/** A required line of text: trimmed, at least `min` characters, at most `max` (longer is refused). */
const text = (min: number, max: number) =>
  z.string({ error: M.fieldRequired }).trim().min(1, M.fieldRequired).min(min, M.fieldRequired).max(max, M.selectRequired);

/** A required mobile: empty is 'Field is required', anything but an Indian mobile 'Please enter a valid mobile number'. */
export const RequiredMobileSchema = z.string({ error: M.fieldRequired }).trim().min(1, M.fieldRequired).pipe(MobileSchema);

/** An optional second number: empty or missing is null. */
export const OptionalMobileSchema = z
  .string({ error: M.invalidMobile })
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(z.union([z.null(), MobileSchema], { error: M.invalidMobile }));

/** Indian PIN codes: six digits, never starting with 0. */
export const PinCodeSchema = z
  .string({ error: M.fieldRequired })
  .trim()
  .min(1, M.fieldRequired)
  .regex(/^[1-9]\d{5}$/, M.invalidPinCode);

export const RegionCodeSchema = z.enum(REGION_CODES as [RegionCode, ...RegionCode[]], { error: M.selectRequired });

export const AddressSchema = z.object({
  name: NameSchema,
  mobile: RequiredMobileSchema,
  alternateMobile: OptionalMobileSchema,
  pinCode: PinCodeSchema,
  city: text(2, 60),
  state: RegionCodeSchema,
  street: text(1, 200),
  apartment: text(1, 200),
  isDefault: z.boolean().optional(),
});
/** What a caller sends (the form's values, the gateway's input). */
export type AddressInput = z.input<typeof AddressSchema>;
/** The address after the rules: trimmed, the mobile as 10 digits, no second number as null. */
export type AddressFields = z.output<typeof AddressSchema>;

/** A saved address: the fields plus its id, and whether it is the customer's default. */
export type SavedAddress = Omit<AddressFields, 'isDefault' | 'state'> & { id: string; state: string; isDefault: boolean };

/** The lines of a saved address that shipping details are derived from (storefront.md §3). */
export type AddressLines = Omit<SavedAddress, 'id' | 'isDefault'>;

/**
 * What a pin code check sets in the address form: the city and state of the pin (storefront.md §3
 * Regions; the upstream refuses an address whose state is not the pin's), and whether that changed what
 * the form showed, so that the customer is told. Null when the check named no city or no region of ours.
 */
export function placeFromPin(
  shown: { city: string; state: string },
  pin: { city: string | null; state: string | null },
): { city: string; state: RegionCode; changed: boolean } | null {
  const state = REGION_CODES.find((code) => code === pin.state);
  const city = pin.city?.trim();
  if (!state || !city) return null;
  return { city, state, changed: shown.city.trim() !== city || shown.state !== state };
}
