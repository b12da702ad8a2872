import { CallList } from './CallList.tsx';
import { CustomerCall } from './CustomerCall.tsx';

/**
 * Migration and retention calls (issue 17; staff-tools.md §2 /customer-migration and
 * /customer-migration/{customerSid}): loaded by the staff island only on these pages (a chunk of their
 * own), inside its context. Without a customer: the calls; with one: that customer's page.
 */
export default function RetentionScreens({ customerSid }: { customerSid?: string | undefined }) {
  return customerSid ? <CustomerCall cusSid={customerSid} /> : <CallList />;
}
