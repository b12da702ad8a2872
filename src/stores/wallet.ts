import { WALLET_QUERY } from '../graphql/wallet.ts';
import { mapOutcome } from './outcome.ts';
import { runAuthed } from './session.ts';

/** The customer's wallet (storefront.md §2 my-account): whether it is on, its balance and its transactions, as the signed-in user. */
export const loadWallet = async () => mapOutcome(await runAuthed(WALLET_QUERY, {}), (d) => d.wallet);
