import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import { packUnits } from '../../../domain/alternatives.ts';
import { discountPercent } from '../../../domain/money.ts';
import { STAFF_MESSAGES } from '../../../domain/staff-messages.ts';
import { type AccountUpstream, startAccountUpstream } from '../../../test-utils/account-upstream.ts';
import { gql } from '../../../test-utils/gql.ts';
import { createFranchise, createShopCustomer, delegatedToken, staffOwnToken } from '../../../test-utils/staff.ts';
import { createCustomer } from '../../../test-utils/users.ts';
import { readSearchConfig } from '../../search-config.ts';
import { createGateway, type Gateway } from '../../yoga.ts';

/**
 * Query.productAlternatives through the gateway, over a real upstream (the seed catalogue: the 500 real
 * medicines), the index fed by the export and kept current by the change feed (refreshed by hand here).
 */
let up: AccountUpstream;
let gateway: Gateway;
const tokens = { staff: '', acting: '', customer: '' };

beforeAll(async () => {
  up = await startAccountUpstream();
  gateway = createGateway({ upstreamUrl: up.url, searchConfig: readSearchConfig({ ...process.env, SEARCH_REFRESH_INTERVAL_MS: '0' }) });
  await gateway.reindex();
  const { shop, staff } = await createFranchise(up.db);
  const customer = await createShopCustomer(up.db, shop.id);
  tokens.staff = await staffOwnToken(up.db, staff, up.now);
  tokens.acting = await delegatedToken(up.db, customer.id, staff, up.now);
  tokens.customer = (await createCustomer(up.db)).token;
});
afterAll(async () => {
  await gateway.close();
  await up.close();
});

const ALTERNATIVES = `query($sku: String!) {
  productAlternatives(sku: $sku) {
    composition reason
    product { sku packUnits unit unitPrice { paise } price { paise } mrp { paise } discount { paise amount } discountPercent outOfStock stockQty }
    items { product { sku name packUnits unit unitPrice { paise } price { paise } outOfStock } unitSaving { paise amount currency } savingPercent }
  }
}`;
const alternatives = (sku: string, token: string | null = tokens.staff) => gql(gateway.yoga, ALTERNATIVES, { sku }, { token });
const errorOf = (reply: Awaited<ReturnType<typeof alternatives>>) => reply.errors?.map((e) => ({ code: e.extensions?.code, message: e.message }));

/** Augpen LB 625 (MED000340), the dearest per tablet of the six amoxycillin 500 mg + clavulanic acid 125 mg tablets. */
const AUGPEN_LB = 'MED000340';

/** The products of Augpen LB's composition as the upstream has them now, with their price per tablet. */
async function amoxyclavRows() {
  const rows = await up.db
    .selectFrom('products')
    .select(['sku', 'price_paise', 'mrp_paise', 'pack_size_label', 'qty', 'status'])
    .where('saltinfo', '=', 'Amoxycillin (500mg) + Clavulanic Acid (125mg)')
    .where('type_id', '=', 'simple')
    .execute();
  return rows.map((r) => ({ ...r, perUnit: r.price_paise / (packUnits(r.pack_size_label)?.count ?? Number.NaN) }));
}

describe('productAlternatives: who may ask', () => {
  it('refuses a customer’s own token as not authorized', async () => {
    expect(errorOf(await alternatives(AUGPEN_LB, tokens.customer))).toEqual([{ code: 'FORBIDDEN', message: STAFF_MESSAGES.notAuthorized }]);
  });

  it('asks to sign in without a token', async () => {
    expect(errorOf(await alternatives(AUGPEN_LB, null))).toEqual([{ code: 'UNAUTHENTICATED', message: ACCOUNT_MESSAGES.loginRequired }]);
  });

  it('refuses a token that is not one as a session that is over', async () => {
    expect(errorOf(await alternatives(AUGPEN_LB, 'not-a-token'))?.[0]?.code).toBe('UNAUTHENTICATED');
  });

  it('answers a staff user’s own token and a delegated one alike', async () => {
    const own = await alternatives(AUGPEN_LB, tokens.staff);
    expect(own.errors).toBeUndefined();
    expect(own.data.productAlternatives.items.length).toBeGreaterThan(0);
    expect(await alternatives(AUGPEN_LB, tokens.acting)).toEqual(own);
  });
});

describe('productAlternatives: what it answers', () => {
  it('lists the cheaper amoxycillin + clavulanic acid tablets by saving per tablet, with the pack each comes in', async () => {
    const rows = await amoxyclavRows();
    const target = rows.find((r) => r.sku === AUGPEN_LB);
    if (!target) throw new Error('Augpen LB is not in the seed catalogue');
    const cheaper = rows.filter((r) => r.sku !== AUGPEN_LB && r.status === 1 && r.perUnit <= target.perUnit).sort((a, b) => a.perUnit - b.perUnit);
    expect(cheaper.length).toBeGreaterThanOrEqual(4);

    const { data, errors } = await alternatives(AUGPEN_LB);
    expect(errors).toBeUndefined();
    const answer = data.productAlternatives;
    expect(answer.composition).toBe('amoxycillin 500 mg + clavulanic acid 125 mg · tablet');
    expect(answer.reason).toBeNull();
    expect(answer.product).toEqual({
      sku: AUGPEN_LB,
      packUnits: 10,
      unit: 'tablet',
      unitPrice: { paise: Math.round(target.price_paise / 10) },
      price: { paise: target.price_paise },
      mrp: { paise: target.mrp_paise },
      discount: { paise: target.mrp_paise - target.price_paise, amount: ((target.mrp_paise - target.price_paise) / 100).toFixed(2) },
      discountPercent: discountPercent(target.mrp_paise, target.price_paise),
      outOfStock: target.qty <= 0,
      stockQty: target.qty,
    });
    expect(answer.items.map((item: { product: { sku: string } }) => item.product.sku)).toEqual(cheaper.map((r) => r.sku));
    // The strip of 6 (Almox-CV 625) is compared per tablet against strips of 10.
    const [first] = answer.items;
    const best = cheaper[0] as (typeof cheaper)[number];
    const count = packUnits(best.pack_size_label)?.count ?? 0;
    expect(first.product).toMatchObject({ sku: best.sku, packUnits: count, unit: 'tablet', unitPrice: { paise: Math.round(best.price_paise / count) } });
    const saving = target.perUnit - best.perUnit;
    expect(first.unitSaving).toEqual({ paise: Math.round(saving), amount: (Math.round(saving) / 100).toFixed(2), currency: 'INR' });
    expect(first.savingPercent).toBe(Math.round((saving / target.perUnit) * 1000) / 10);
  });

  it('says none is cheaper for the cheapest of a composition', async () => {
    const [cheapest] = (await amoxyclavRows()).filter((r) => r.status === 1).sort((a, b) => a.perUnit - b.perUnit);
    const { data } = await alternatives(cheapest?.sku ?? '');
    expect(data.productAlternatives).toMatchObject({ composition: 'amoxycillin 500 mg + clavulanic acid 125 mg · tablet', items: [], reason: 'NONE_CHEAPER' });
  });

  it('says a product without a salt composition has none (NO_COMPOSITION)', async () => {
    const otc = await up.db.selectFrom('products').select('sku').where('saltinfo', '=', '').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const { data, errors } = await alternatives(otc.sku);
    expect(errors).toBeUndefined();
    expect(data.productAlternatives).toMatchObject({ product: { sku: otc.sku }, composition: null, items: [], reason: 'NO_COMPOSITION' });
  });

  it.each([['NOPE0000001'], [''], ["' OR 1=1 --"]])('answers an SKU the catalogue does not have (%j) with No products found!', async (sku) => {
    expect(errorOf(await alternatives(sku))).toEqual([{ code: 'NOT_FOUND', message: 'No products found!' }]);
  });
});

describe('productAlternatives: kept current from the catalogue’s change feed', () => {
  it('re-ranks on a new price, marks a product out of stock and never puts it first, and drops a disabled one', async () => {
    const skus = async () => (await alternatives(AUGPEN_LB)).data.productAlternatives.items.map((item: { product: { sku: string } }) => item.product.sku);
    const before = await skus();
    const last = before[before.length - 1] as string;
    await up.db.updateTable('products').set({ price_paise: 500 }).where('sku', '=', last).execute();
    expect(await gateway.refreshSearch()).toBe(1);
    expect((await skus())[0]).toBe(last);

    await up.db.updateTable('products').set({ qty: 0 }).where('sku', '=', last).execute();
    await gateway.refreshSearch();
    const items = (await alternatives(AUGPEN_LB)).data.productAlternatives.items;
    expect(items[0].product.sku).not.toBe(last);
    expect(items.find((item: { product: { sku: string } }) => item.product.sku === last)?.product.outOfStock).toBe(true);

    await up.db.updateTable('products').set({ status: 2 }).where('sku', '=', last).execute();
    await gateway.refreshSearch();
    expect(await skus()).toEqual(before.filter((sku: string) => sku !== last));
  });
});
