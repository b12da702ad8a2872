import { useState } from 'react';
import { currentPosition, type LocatedAddress, locateAddress } from '../../stores/location.ts';
import { type ActionNotice, Notice, useStrings } from './ui.tsx';

/**
 * The address form's "Use my location" button: asks the browser where it is, then the gateway which PIN
 * code, city and state that is, and hands them to the form (which the customer can still edit). When the
 * browser or the gateway has no answer it says why and the form is left as it was.
 */
export function UseMyLocation({ onLocated }: { onLocated: (place: LocatedAddress) => void }) {
  const { s } = useStrings();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ActionNotice | null>(null);

  const locate = async () => {
    setBusy(true);
    setNotice({ tone: 'success', message: s('location.finding') });
    try {
      const position = await currentPosition();
      if (typeof position === 'string') return setNotice({ tone: 'error', message: s(`location.${position}`) });
      const located = await locateAddress(position);
      if (!located.ok) return setNotice({ tone: 'error', ...located.error });
      onLocated(located.data);
      setNotice({
        tone: 'success',
        message: s('location.filled', { pin: located.data.pinCode, city: located.data.city, postOffice: located.data.postOffice }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="use-location">
      <button type="button" className="button secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => void locate()}>
        {busy ? s('location.finding') : s('location.use')}
      </button>
      <Notice notice={notice} />
    </div>
  );
}
