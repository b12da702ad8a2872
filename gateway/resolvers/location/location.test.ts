import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGE_KEYS, LOCATION_MESSAGES } from '../../../domain/location.ts';
import { ENGLISH } from '../../../src/i18n/english.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';

const t = setupAccountGateway();
const LOCATE =
  'query($latitude: Float!, $longitude: Float!) { locateAddress(latitude: $latitude, longitude: $longitude) { pinCode city state postOffice distanceKm } }';

describe('locateAddress: use my location through GraphQL, the upstream over HTTP', () => {
  it('answers the PIN code, city and state of the nearest post office to a signed-in customer', async () => {
    const { data, errors } = await t.gql(LOCATE, { latitude: 22.5553, longitude: 88.3558 });
    expect(errors).toBeUndefined();
    expect(data.locateAddress).toMatchObject({ pinCode: '700001', city: 'Kolkata', state: 'WB', distanceKm: 0 });
    // The answer is the pin-code check's own place, so the address it fills saves.
    const check = await t.gql('{ checkPinCode(pinCode: "700001") { city state serviceable } }');
    expect(check.data.checkPinCode).toEqual({ city: 'Kolkata', state: 'WB', serviceable: true });
  });

  it('answers Bhubaneswar with an Odisha PIN code', async () => {
    const { data } = await t.gql(LOCATE, { latitude: 20.2961, longitude: 85.8245 });
    expect(data.locateAddress).toMatchObject({ pinCode: expect.stringMatching(/^751\d{3}$/), state: 'OD' });
  });

  it.each([
    ['the sea', 18.5, 88.5],
    ['outside India', 51.5072, -0.1276],
  ])('refuses a point in %s with NOT_FOUND and the message that asks for the PIN code', async (_where, latitude, longitude) => {
    const { data, errors } = await t.gql(LOCATE, { latitude, longitude });
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: LOCATION_MESSAGES.noPinNearby,
      extensions: { code: 'NOT_FOUND', messageKey: LOCATION_MESSAGE_KEYS.noPinNearby },
    });
  });

  it.each([
    ['a latitude over 90', { latitude: 91, longitude: 88 }],
    ['a longitude under -180', { latitude: 22, longitude: -181 }],
  ])('refuses %s with BAD_USER_INPUT before asking the upstream', async (_what, variables) => {
    const { errors } = await t.gql(LOCATE, variables);
    expect(errors?.[0]).toMatchObject({
      message: LOCATION_MESSAGES.badCoordinates,
      extensions: { code: 'BAD_USER_INPUT', messageKey: LOCATION_MESSAGE_KEYS.badCoordinates },
    });
  });

  it.each([
    ['a string', { latitude: '22.5', longitude: 88.3 }],
    ['null', { latitude: null, longitude: 88.3 }],
  ])('refuses %s as a coordinate (GraphQL Float)', async (_what, variables) => {
    const { data, errors } = await t.gql(LOCATE, variables);
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/latitude/);
  });

  it('refuses a caller without a token', async () => {
    const { errors } = await t.gql(LOCATE, { latitude: 22.5553, longitude: 88.3558 }, null);
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('the upstream itself refuses NaN, strings and a missing body (its own zod check)', async () => {
    const post = (body: string) =>
      fetch(new URL('/api/account/location', t.up.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': t.me.token },
        body,
      });
    for (const body of ['{"latitude":"22.5","longitude":88.3}', '{"latitude":NaN,"longitude":88.3}', '', '{"latitude":22.5}']) {
      const reply = await post(body);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toMatchObject({ result: LOCATION_MESSAGES.badCoordinates, meta: { messageKey: LOCATION_MESSAGE_KEYS.badCoordinates } });
    }
  });

  it('words its messages as the interface strings do', () => {
    for (const [name, key] of Object.entries(LOCATION_MESSAGE_KEYS)) expect(ENGLISH[key]).toBe(LOCATION_MESSAGES[name as keyof typeof LOCATION_MESSAGES]);
  });
});
