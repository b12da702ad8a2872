import { addressesClient, patientsClient } from './addresses-client.ts';
import type { UpstreamFetch } from './http.ts';
import { notificationsClient } from './notifications-client.ts';
import { ordersClient } from './orders-client.ts';
import { paymentsClient } from './payments-client.ts';
import { prescriptionsClient } from './prescriptions-client.ts';
import { ticketsClient } from './tickets-client.ts';
import { walletClient } from './wallet-client.ts';

/** The account services' adapters, one per upstream service. */
export function accountClients(call: UpstreamFetch) {
  return {
    addresses: addressesClient(call),
    patients: patientsClient(call),
    orders: ordersClient(call),
    prescriptions: prescriptionsClient(call),
    tickets: ticketsClient(call),
    notifications: notificationsClient(call),
    wallet: walletClient(call),
    payments: paymentsClient(call),
  };
}
export type AccountClients = ReturnType<typeof accountClients>;
