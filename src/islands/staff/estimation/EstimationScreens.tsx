import { useStore } from '@nanostores/react';
import { $staffSession } from '../../../stores/staff/state.ts';
import { useStrings } from '../../account/ui.tsx';
import { Alternatives } from './Alternatives.tsx';
import { EstimationDetail } from './EstimationDetail.tsx';
import { EstimationList } from './EstimationList.tsx';

export type EstimationSection = 'order-estimation' | 'order-savings' | 'order-suggestion';

/**
 * The estimation screens (issue 16; staff-tools.md §2): loaded by the staff island only on their own
 * pages (a chunk of their own), inside the staff island's context. Every screen is the selected
 * customer's: without one, 'Please select a customer' (§5) and the way to choose one.
 */
export default function EstimationScreens({ section }: { section: EstimationSection }) {
  const { s, href } = useStrings();
  const selected = useStore($staffSession).isCustomerSelected;
  if (!selected)
    return (
      <p role="alert" className="notice-error">
        {s('staff.messages.selectCustomer')} <a href={href('/my-menu')}>{s('staff.customer.select')}</a>
      </p>
    );
  if (section === 'order-savings') return <EstimationDetail />;
  if (section === 'order-suggestion') return <Alternatives />;
  return <EstimationList />;
}
