import type { Outcome } from '../../stores/outcome.ts';
import { Field, Notice, useAction, useStrings } from './ui.tsx';

interface Props {
  id: string;
  label: string;
  /** Sends the chosen file (or nothing chosen: the store refuses that with 'Upload failed'). */
  upload: (file: File | undefined) => Promise<Outcome<unknown>>;
  /** Shown after a successful upload. */
  success?: string;
  buttonLabel?: string;
  onUploaded?: () => void;
}

/** One file (JPEG, PNG, WebP or PDF, at most 5 MB): prescriptions, ticket attachments, SMS links. */
export function UploadForm({ id, label, upload, success, buttonLabel, onUploaded }: Props) {
  const { s } = useStrings();
  const action = useAction();
  return (
    <form
      className="upload-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const file = (form.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
        if ((await action.act(() => upload(file), success)) === null) return;
        form.reset();
        onUploaded?.();
      }}
    >
      <Field id={id} label={label} hint={s('account.prescriptions.fileHint')}>
        <input id={id} name="file" type="file" accept="image/jpeg,image/png,image/webp,application/pdf" />
      </Field>
      <Notice notice={action.notice} />
      <button type="submit" className="button" disabled={action.busy}>
        {action.busy ? s('account.prescriptions.uploading') : (buttonLabel ?? s('account.prescriptions.upload'))}
      </button>
    </form>
  );
}
