import { useId, useState } from 'react';
import { CMS_IMAGE_TYPES, MAX_ALT_LENGTH } from '../../../domain/cms.ts';
import { CMS_MESSAGES } from '../../../domain/cms-messages.ts';
import type { EditorImageFragment } from '../../gql/graphql.ts';
import type { KeyedMessage } from '../../i18n/island.ts';
import { uploadImage } from '../../stores/editor/upload.ts';
import { useStrings } from '../account/ui.tsx';

/**
 * Choosing and uploading one image (a banner's, or one put into a page): the file, its description, the
 * progress and the server's refusal. `upload()` answers the stored image, or null after showing why not.
 */
export function useImageUpload(initialAlt = '') {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(initialAlt);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | KeyedMessage | null>(null);
  const upload = async (): Promise<EditorImageFragment | null> => {
    if (!file) {
      setError(CMS_MESSAGES.imageUnreadable);
      return null;
    }
    if (alt.trim().length > MAX_ALT_LENGTH) {
      setError(CMS_MESSAGES.altTooLong);
      return null;
    }
    setError(null);
    setProgress(0);
    const uploaded = await uploadImage(file, alt, setProgress);
    setProgress(null);
    if (uploaded.ok) return uploaded.data;
    setError(uploaded.error);
    return null;
  };
  return { id, alt, setAlt, setFile, progress, error, busy: progress !== null, upload };
}

/** The fields of useImageUpload: file, description, progress and refusal. */
export function ImageUploadFields({ upload }: { upload: ReturnType<typeof useImageUpload> }) {
  const { s, message } = useStrings();
  const { id, alt, setAlt, setFile, progress, error } = upload;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-file`}>{s('editor.image.file')}</label>
        <input id={`${id}-file`} type="file" accept={CMS_IMAGE_TYPES.join(',')} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        <small className="hint">{s('editor.image.hint')}</small>
      </div>
      <div className="field">
        <label htmlFor={`${id}-alt`}>{s('editor.image.alt')}</label>
        <input id={`${id}-alt`} type="text" maxLength={MAX_ALT_LENGTH + 20} value={alt} onChange={(event) => setAlt(event.target.value)} />
        <small className="hint">{s('editor.image.altHint')}</small>
      </div>
      {progress !== null && (
        <p role="status">
          <label htmlFor={`${id}-progress`}>{s('editor.image.uploading')}</label> <progress id={`${id}-progress`} max={1} value={progress} />
        </p>
      )}
      {error && (
        <p role="alert" className="notice-error">
          {message(error)}
        </p>
      )}
    </>
  );
}
