import { NEWSLETTER_UNSUBSCRIBE_MUTATION } from '../graphql/newsletter.ts';
import { mutateWithErrors } from './gateway.ts';

/** The unsubscribe page's state: asking (the link opened), done, or a bad or tampered link. */
export type UnsubscribeOutcome = 'ask' | 'done' | 'bad-link';

/** Unsubscribes by the link's token, on the server (issue 20); a refused token changes nothing upstream. */
export async function unsubscribeNewsletter(token: string): Promise<UnsubscribeOutcome> {
  const { data, errors } = await mutateWithErrors(NEWSLETTER_UNSUBSCRIBE_MUTATION, { token });
  if (data?.newsletterUnsubscribe) return 'done';
  if (errors.some((e) => e.extensions?.['messageKey'] === 'newsletter.messages.badLink')) return 'bad-link';
  throw new Error(`Newsletter unsubscribe failed: ${errors.map((e) => e.message).join('; ')}`);
}
