import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/server.ts';
import { codeInOutbox, freshMobile, upstreamCaller } from '../../test-utils/sign-in.ts';
import { startTestStack, type TestUpstream } from '../../test-utils/stack.ts';
import { createFranchise, createStaffUser } from '../../test-utils/staff.ts';
import { translatorOf } from '../i18n/island.ts';
import { accountStrings } from '../i18n/island-strings.ts';
import type { StringKey } from '../i18n/keys.ts';
import { RESOURCE_LOCALES } from '../i18n/resources.ts';
import { useGraphqlEndpoint } from '../lib/graphql-client.ts';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_PAGE_SIZE,
  type ActivityEvent,
  activityActor,
  activityLink,
  activityPages,
  activityText,
  loadActivity,
} from './account-activity.ts';
import { placedByText } from './orders.ts';
import { requestOtp, verifyOtp } from './session/sign-in.ts';
import { silentLogout } from './session.ts';

const en = translatorOf(accountStrings('en-US'));
const bn = translatorOf(accountStrings('bn-IN'));

const event = (overrides: Partial<ActivityEvent>): ActivityEvent => ({
  id: '1',
  at: '2026-03-02T04:30:00.000Z',
  action: 'address.create',
  targetType: 'address',
  targetId: 'addr-1',
  actorRole: 'FRANCHISE',
  shopName: 'Demo: Salt Lake Pharmacy Point',
  orderNumber: null,
  ...overrides,
});

describe('the activity in words', () => {
  it('words every action the audit trail records, in every language', () => {
    for (const locale of RESOURCE_LOCALES) {
      const strings = accountStrings(locale);
      for (const action of [...ACTIVITY_ACTIONS, 'other']) {
        const key = `account.activity.actions.${action}`;
        expect(strings[key], `${locale} ${key}`).toBeTruthy();
      }
    }
  });

  it('names the shop, or Purba Pharmacy support for the pharmacy’s admins and advisers', () => {
    expect(activityActor(event({}), en)).toBe('Demo: Salt Lake Pharmacy Point');
    expect(activityActor(event({ actorRole: 'ADMIN', shopName: null }), en)).toBe('Purba Pharmacy support');
    expect(activityActor(event({ actorRole: 'ADVISER', shopName: null }), bn)).toBe('পূর্বা ফার্মেসির সহায়তা দল');
  });

  it('says what was done, an order by its number, and an action it does not know as a change to the account', () => {
    const placed = event({ action: 'order.place', targetType: 'order', targetId: 'Xy_12', orderNumber: 'PB10000012' });
    expect(activityText(placed, en)).toBe('Placed order PB10000012');
    expect(activityText(placed, bn)).toBe('অর্ডার PB10000012 দিয়েছে');
    expect(activityText({ ...placed, action: 'order.cancel', orderNumber: null }, en)).toBe('Cancelled order Xy_12');
    expect(activityText(event({}), en)).toBe('Added an address');
    expect(activityText(event({ action: 'cart.change', targetType: 'cart' }), en)).toBe('Changed your cart');
    expect(activityText(event({ action: 'wallet.topup' }), en)).toBe('Made a change to your account');
    expect(activityText(event({ action: 'wallet.topup' }), bn)).toBe('আপনার অ্যাকাউন্টে একটি পরিবর্তন করেছে');
  });

  it('links to the order or ticket the action was on, and to nothing else', () => {
    expect(activityLink(event({ targetType: 'order', targetId: '-Ab/c' }))).toBe('/my-account/orders/-Ab%2Fc');
    expect(activityLink(event({ targetType: 'ticket', targetId: 'T9' }))).toBe('/my-account/tickets?ticket=T9');
    expect(activityLink(event({}))).toBeNull();
  });

  it('counts the pages, one when there is nothing', () => {
    expect(activityPages({ total: 0, size: 20 })).toBe(1);
    expect(activityPages({ total: 20, size: 20 })).toBe(1);
    expect(activityPages({ total: 21, size: 20 })).toBe(2);
  });

  it('says who placed an order for the customer, and nothing when they placed it', () => {
    expect(placedByText({ kind: 'SHOP', shopName: 'Demo: Salt Lake Pharmacy Point' }, en)).toBe('Placed for you by Demo: Salt Lake Pharmacy Point');
    expect(placedByText({ kind: 'PHARMACY', shopName: null }, en)).toBe('Placed for you by Purba Pharmacy support');
    expect(placedByText({ kind: 'SHOP', shopName: 'Demo: Salt Lake Pharmacy Point' }, translatorOf(accountStrings('hi-IN')))).toBe(
      'Demo: Salt Lake Pharmacy Point ने आपके लिए यह ऑर्डर दिया',
    );
    expect(placedByText(null, en)).toBeNull();
  });

  it('has a phrase for the order’s placer in every language, with the shop in it', () => {
    for (const locale of RESOURCE_LOCALES) {
      const s = translatorOf(accountStrings(locale));
      expect(s('account.orders.placedByShop', { shop: 'Shop X' }), locale).toContain('Shop X');
      expect(s('account.orders.placedByPharmacy' satisfies StringKey), locale).not.toBe('account.orders.placedByPharmacy');
    }
  });
});

describe('the activity against a real gateway', () => {
  let upstream: TestUpstream;
  let closeStack: () => Promise<void>;
  let gateway: RunningGateway;

  beforeAll(async () => {
    useTestStorageEngine();
    ({ upstream, gateway, close: closeStack } = await startTestStack());
    useGraphqlEndpoint(gateway.url);
  });
  afterAll(async () => {
    await closeStack();
  });
  afterEach(() => {
    silentLogout();
    cleanTestStorage();
  });

  async function signIn(): Promise<number> {
    const mobile = freshMobile();
    expect((await requestOtp(mobile)).ok).toBe(true);
    const signed = await verifyOtp(mobile, await codeInOutbox(upstreamCaller(upstream), mobile));
    if (!signed.ok) throw new Error(signed.error.message);
    return (await upstream.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
  }

  it('pages the signed-in customer’s activity newest first, 20 a page, with the shop or nobody named', async () => {
    const customerId = await signIn();
    const { shop, staff } = await createFranchise(upstream.db);
    const admin = await createStaffUser(upstream.db, { role: 'admin' });
    const start = Date.parse('2026-03-02T04:30:00.000Z');
    // 24 writes by the shop, then one by an admin (the trail is append-only: rows are only ever added).
    await upstream.db
      .insertInto('audit_events')
      .values([
        ...Array.from({ length: 24 }, (_, i) => ({
          at: new Date(start + i * 60_000).toISOString(),
          actor_user_id: staff.id,
          actor_role: 'franchise' as const,
          franchise_id: shop.id,
          customer_id: customerId,
          action: 'patient.create',
          target_type: 'patient',
          target_id: `patient-${i}`,
          client_address: null,
        })),
        {
          at: new Date(start + 24 * 60_000).toISOString(),
          actor_user_id: admin.id,
          actor_role: 'admin' as const,
          franchise_id: null,
          customer_id: customerId,
          action: 'profile.update',
          target_type: 'profile',
          target_id: 'me',
          client_address: null,
        },
      ])
      .execute();

    const first = await loadActivity(1);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.data).toMatchObject({ total: 25, start: 0, size: ACTIVITY_PAGE_SIZE });
    expect(first.data.items).toHaveLength(20);
    expect(first.data.items[0]).toMatchObject({ action: 'profile.update', actorRole: 'ADMIN', shopName: null });
    expect(first.data.items[1]).toMatchObject({ action: 'patient.create', targetId: 'patient-23', actorRole: 'FRANCHISE' });
    expect(first.data.items[1]?.shopName).toMatch(/^Test Shop \d+$/);
    expect(activityPages(first.data)).toBe(2);
    const second = await loadActivity(2);
    if (!second.ok) throw new Error(second.error.message);
    expect(second.data.items.map((e) => e.targetId)).toEqual(['patient-4', 'patient-3', 'patient-2', 'patient-1', 'patient-0']);
  });

  it('is empty for a customer nobody acted for, and refused without a session', async () => {
    expect(await loadActivity(1)).toMatchObject({ ok: false });
    await signIn();
    expect(await loadActivity(1)).toEqual({ ok: true, data: { total: 0, start: 0, size: ACTIVITY_PAGE_SIZE, items: [] } });
  });
});
