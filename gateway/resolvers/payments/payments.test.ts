import { describe, expect, it } from 'vitest';
import { setupCartGateway } from '../../../test-utils/cart-gateway.ts';

const t = setupCartGateway();

describe('paying an ONLINE order with the development provider', () => {
  async function onlineOrder(): Promise<string> {
    const cart = await t.newCart();
    await t.clearCart(cart.id);
    await t.add(cart.id, 'MED000001', 1);
    return (await t.placeOrder({ cartId: cart.id, addressId: t.kolkata, paymentMethod: 'ONLINE' })).data.placeOrder.id;
  }
  const initiate = (orderId: string, token: string = t.me.token) =>
    t.gql(`mutation($o: ID!) { initiatePayment(orderId: $o) { sessionId provider orderId amount { paise } redirectUrl outcomes } }`, { o: orderId }, token);
  const complete = (sessionId: string, outcome: string) =>
    t.gql(`mutation($s: ID!, $o: DevPaymentOutcome!) { completeDevPayment(sessionId: $s, outcome: $o) { paymentStatus message paidAt attempts { status } } }`, {
      s: sessionId,
      o: outcome,
    });
  const status = (orderId: string, token: string = t.me.token) =>
    t.gql(`query($o: ID!) { paymentStatus(orderId: $o) { paymentStatus message paidAt attempts { status } } }`, { o: orderId }, token);

  it('pays once: success marks the order paid, and repeating it changes nothing', async () => {
    const orderId = await onlineOrder();
    const session = (await initiate(orderId)).data.initiatePayment;
    expect(session).toMatchObject({
      provider: 'dev',
      orderId,
      redirectUrl: `/payment/${orderId}?session=${session.sessionId}`,
      outcomes: ['SUCCESSFUL', 'PENDING', 'FAILED'],
    });
    const paid = (await complete(session.sessionId, 'SUCCESSFUL')).data.completeDevPayment;
    expect(paid).toMatchObject({ paymentStatus: 'SUCCESSFUL', message: 'Payment successful' });
    const again = (await complete(session.sessionId, 'FAILED')).data.completeDevPayment;
    expect(again).toEqual(paid);
    expect((await initiate(orderId)).errors?.[0]?.message).toBe('This order has already been paid');
  });

  it('holds a pending payment with the 15-minute message, then a failure says Payment Failed and a new session can pay', async () => {
    const orderId = await onlineOrder();
    const first = (await initiate(orderId)).data.initiatePayment;
    expect((await complete(first.sessionId, 'PENDING')).data.completeDevPayment).toMatchObject({
      paymentStatus: 'PENDING',
      message: 'Payment on hold, wait 15 minutes',
    });
    expect((await complete(first.sessionId, 'FAILED')).data.completeDevPayment).toMatchObject({ paymentStatus: 'FAILED', message: 'Payment Failed' });
    const second = (await initiate(orderId)).data.initiatePayment;
    await complete(second.sessionId, 'SUCCESSFUL');
    const report = (await status(orderId)).data.paymentStatus;
    expect(report.paymentStatus).toBe('SUCCESSFUL');
    expect(report.attempts.map((a: { status: string }) => a.status)).toEqual(['FAILED', 'SUCCESSFUL']);
  });

  it("refuses a cancelled order with the spec's words, and another customer's or an unknown order as NOT_FOUND", async () => {
    const orderId = await onlineOrder();
    const session = (await initiate(orderId)).data.initiatePayment;
    await t.gql(`mutation($o: ID!) { cancelOrder(id: $o, reason: DUPLICATE_ORDER) { id } }`, { o: orderId });
    expect((await initiate(orderId)).errors?.[0]?.message).toBe('Pay option not available as order has been cancelled');
    expect((await complete(session.sessionId, 'SUCCESSFUL')).errors?.[0]?.message).toBe('Pay option not available as order has been cancelled');
    expect((await status(orderId)).data.paymentStatus.message).toBe('Pay option not available as order has been cancelled');
    expect((await initiate(orderId, t.other.token)).errors?.[0]).toMatchObject({
      message: 'OrderId Mismatch, No records found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await status('unknown-order-id')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses to take money for a COD order', async () => {
    const cart = await t.newCart();
    await t.clearCart(cart.id);
    await t.add(cart.id, 'MED000001', 1);
    const cod = (await t.placeOrder({ cartId: cart.id, addressId: t.kolkata })).data.placeOrder.id;
    expect((await initiate(cod)).errors?.[0]?.message).toBe('This order is not paid online');
  });
});
