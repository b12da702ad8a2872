import { useMemo, useState } from 'react';
import type { IslandStrings } from '../i18n/island.ts';
import type { UploadMode } from '../routing/routes.ts';
import type { Outcome } from '../stores/outcome.ts';
import { uploadByLink, uploadLinkTarget, uploadPrescription } from '../stores/prescriptions.ts';
import { SignedIn } from './account/SignedIn.tsx';
import { TicketThread } from './account/Tickets.tsx';
import { UploadForm } from './account/UploadForm.tsx';
import { Loadable, UiContext, useLoad, useStrings } from './account/ui.tsx';

interface Props {
  mode: UploadMode;
  /** The signed link token (/uprx), the order id (/t) or the ticket id (/uta). */
  reference: string;
  strings: IslandStrings;
  prefix: string;
}

/**
 * The upload routes of storefront.md §2: /uprx/{token} from an SMS link (no login: the link is signed and
 * expires), /t/{order_sid} for a signed-in customer's order, /uta/{ticketid} for a ticket's attachment.
 */
export default function UploadApp({ mode, reference, strings, prefix }: Props) {
  const ui = useMemo(() => ({ strings, prefix }), [strings, prefix]);
  return (
    <UiContext.Provider value={ui}>
      {mode === 'uprx' ? <LinkUpload token={reference} /> : <SignedInUpload mode={mode} reference={reference} />}
    </UiContext.Provider>
  );
}

function FileForm({ upload, label }: { upload: (file: File | undefined) => Promise<Outcome<unknown>>; label: string }) {
  const { s } = useStrings();
  const [done, setDone] = useState(false);
  if (done) return <p role="status">{s('account.upload.done')}</p>;
  return <UploadForm id="upload-file" label={label} upload={upload} onUploaded={() => setDone(true)} />;
}

function LinkUpload({ token }: { token: string }) {
  const { s } = useStrings();
  const { state, reload } = useLoad(() => uploadLinkTarget(token), [token]);
  if (state.status === 'error') return <p role="alert">{s('account.upload.invalidLink')}</p>;
  return (
    <Loadable state={state} retry={reload}>
      {(target) => (
        <>
          <p>{s('account.upload.forOrder', { number: target.orderNumber })}</p>
          {target.prescriptionsUploaded > 0 && <p>{s('account.upload.already', { count: target.prescriptionsUploaded })}</p>}
          <FileForm label={s('account.prescriptions.file')} upload={(file) => uploadByLink(token, file)} />
        </>
      )}
    </Loadable>
  );
}

function SignedInUpload({ mode, reference }: { mode: 't' | 'uta'; reference: string }) {
  const { s } = useStrings();
  return (
    <SignedIn>
      {() =>
        mode === 'uta' ? (
          <TicketThread id={reference} />
        ) : (
          <FileForm label={s('account.orders.uploadPrescription')} upload={(file) => uploadPrescription(file, reference)} />
        )
      }
    </SignedIn>
  );
}
