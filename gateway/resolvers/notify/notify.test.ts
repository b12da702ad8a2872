import { describe, expect, it } from 'vitest';
import { sellableSku, setStock } from '../../../test-utils/account-fixtures.ts';
import { setupAccountGateway } from '../../../test-utils/account-gateway.ts';
import { followStockChanges } from '../../../upstream/notify-me/back-in-stock.ts';
import { outboxSender } from '../../../upstream/sms/outbox.ts';

const t = setupAccountGateway();

const WISH = 'id sku name path createdAt notifiedAt';
const SAVE = `mutation ($sku: String!) { saveNotifyMe(sku: $sku) { alreadyWaiting wish { ${WISH} } } }`;
const LIST = `{ notifyMeWishes { ${WISH} } }`;
const STOP = 'mutation ($id: ID!) { stopNotifyMe(id: $id) }';

describe('notify me through GraphQL, over the upstream’s HTTP', () => {
  it('saves, says already waiting, lists, is told once when the stock returns, and stops', async () => {
    const { sku } = await sellableSku(t.up.db, false, 1);
    await setStock(t.up.db, sku, 0);
    const saved = await t.gql(SAVE, { sku });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveNotifyMe).toMatchObject({
      alreadyWaiting: false,
      wish: { sku, notifiedAt: null, path: expect.stringMatching(/^\/p\/[^/]+\/[^/]+$/) },
    });
    const again = await t.gql(SAVE, { sku });
    expect(again.data.saveNotifyMe).toMatchObject({ alreadyWaiting: true, wish: { id: saved.data.saveNotifyMe.wish.id } });
    expect((await t.gql(LIST)).data.notifyMeWishes).toEqual([saved.data.saveNotifyMe.wish]);
    expect((await t.gql(LIST, {}, t.other.token)).data.notifyMeWishes).toEqual([]);

    const deps = { db: t.up.db, sms: outboxSender(t.up.db, t.up.now), now: t.up.now, siteUrl: 'http://localhost:4321' };
    await followStockChanges(deps);
    await setStock(t.up.db, sku, 6);
    expect(await followStockChanges(deps)).toHaveLength(1);
    const [told] = (await t.gql(LIST)).data.notifyMeWishes;
    expect(told).toMatchObject({ id: saved.data.saveNotifyMe.wish.id, notifiedAt: expect.any(String) });
    const notices = (await t.gql('{ notifications { type message actionUrl } }')).data.notifications;
    expect(notices).toContainEqual({ type: 'notify_me_back_in_stock', message: `${told.name} is back in stock`, actionUrl: told.path });

    const theirs = await t.gql(STOP, { id: told.id }, t.other.token);
    expect(theirs.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', messageKey: 'account.notifyMe.messages.notFound' });
    expect((await t.gql(LIST)).data.notifyMeWishes).toHaveLength(1);
    expect((await t.gql(STOP, { id: told.id })).data.stopNotifyMe).toBe(true);
    expect((await t.gql(LIST)).data.notifyMeWishes).toEqual([]);
  });

  it('refuses a product in stock, an unknown product and a guest, with their keys', async () => {
    const { sku } = await sellableSku(t.up.db, false, 3);
    const inStock = await t.gql(SAVE, { sku });
    expect(inStock.data).toBeNull();
    expect(inStock.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'account.notifyMe.messages.inStock' });
    const unknown = await t.gql(SAVE, { sku: 'NO-SUCH-SKU-9' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', messageKey: 'messages.productMissing' });
    const guest = await t.gql(SAVE, { sku }, null);
    expect(guest.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await t.gql(LIST)).data.notifyMeWishes.filter((w: { sku: string }) => w.sku === sku)).toEqual([]);
  });
});
