import { ApiError, studioImageMaxBytes, type StudioImageDesk, type StudioImageResponse, type StudioUploadType } from '@club/api-client';
import { Button } from '@club/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useReducer, useRef, useState, type DragEvent } from 'react';
import * as styles from './ImageField.css';
import { studioKeys } from './queryKeys';
import {
  acceptedTypes,
  acceptedTypesInWords,
  checkImageFile,
  describeUpload,
  idleUpload,
  previewUrlOf,
  uploadReducer,
  uploadStatusText,
} from './imageFieldState';
import { useStudioApi } from './studioApi';

export type ImageFieldProps = {
  /** What the image is, e.g. 'Image', 'Mobile image', 'Logo': it also names the key's text box. */
  label: string;
  name: string;
  /** Whose upload it is: where it is kept and who may see it in the recent uploads. */
  desk: StudioImageDesk;
  /** The image library key the form holds. */
  value: string;
  /** A new key: uploaded, chosen from the recent uploads, or typed. */
  onChange: (key: string) => void;
  /** How the sites show it, e.g. the size that suits it best. */
  hint?: string;
  /** The form's own check of the key (the platform's zod schema), shown under the field. */
  error?: string;
  /** What finishes the job after an upload, e.g. 'Save the promo to use it.' */
  saveWhat?: string;
};

/**
 * An image of a studio form: the one chosen, previewed as the image service serves it; a button (or a
 * file dropped on it) to upload one from the device, which the platform checks, keeps and names; the desk's
 * recent uploads to choose from; and the image library key itself, for those who know one, checked as typed
 * by the form with the platform's schema.
 */
export function ImageField({ label, name, desk, value, onChange, hint, error, saveWhat = 'Save to use it.' }: ImageFieldProps) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const [upload, dispatch] = useReducer(uploadReducer, idleUpload);
  const [dragging, setDragging] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: ({ file, type }: { file: File; type: StudioUploadType }) => studio.uploadImage(file, type, desk),
    onSuccess: async (image: StudioImageResponse) => {
      dispatch({ type: 'done' });
      onChange(image.imageKey);
      setPage(1);
      await queryClient.invalidateQueries({ queryKey: studioKeys.images(desk) });
    },
    onError: (failure) =>
      dispatch({
        type: 'fail',
        message: failure instanceof ApiError && failure.message ? failure.message : 'The image could not be uploaded. Check your connection and try again.',
      }),
  });

  const recent = useQuery({
    queryKey: [...studioKeys.images(desk), page] as const,
    queryFn: () => studio.images({ desk, page }),
    enabled: chooserOpen,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

  const choose = (file: File | undefined) => {
    if (!file || send.isPending) return;
    const checked = checkImageFile(file, desk);
    if (!checked.ok) return dispatch({ type: 'fail', message: checked.message });
    dispatch({ type: 'start', fileName: file.name, bytes: file.size });
    send.mutate({ file, type: checked.type });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const previewUrl = previewUrlOf(value);
  const previewBroken = previewUrl !== null && brokenPreview === previewUrl;
  const keyId = `${id}-key`;
  const hintId = `${id}-hint`;
  const keyHintId = `${id}-key-hint`;
  const errorId = `${id}-error`;
  const chooserId = `${id}-chooser`;
  const status = uploadStatusText(upload, saveWhat);
  const pages = recent.data ? Math.max(1, Math.ceil(recent.data.total / recent.data.pageSize)) : 1;

  return (
    <div className={styles.field} data-state={error ? 'invalid' : 'valid'}>
      <label className={styles.label} htmlFor={keyId}>
        {label}
      </label>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      <div
        className={styles.dropZone}
        data-state={upload.state}
        data-drag={dragging ? 'over' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <div className={styles.preview}>
          {previewUrl && !previewBroken ? (
            <img src={previewUrl} alt={`Preview of the ${label.toLowerCase()}`} width={160} height={160} onError={() => setBrokenPreview(previewUrl)} />
          ) : (
            <span>{previewBroken ? 'The image library has no image with this key.' : 'No image chosen yet'}</span>
          )}
        </div>
        <div className={styles.controls}>
          <div className={styles.actions}>
            {/* Named with the field's label too (a form may have two image fields), the visible words first. */}
            <Button
              size="small"
              variant="ghost-dark"
              ref={uploadButton}
              aria-label={`Upload an image: ${label}`}
              aria-disabled={send.isPending || undefined}
              onClick={() => !send.isPending && fileInput.current?.click()}
            >
              Upload an image
            </Button>
            <Button
              size="small"
              variant="ghost-dark"
              aria-label={`${chooserOpen ? 'Hide recent uploads' : 'Choose a recent upload'}: ${label}`}
              aria-expanded={chooserOpen}
              aria-controls={chooserOpen ? chooserId : undefined}
              onClick={() => setChooserOpen((open) => !open)}
            >
              {chooserOpen ? 'Hide recent uploads' : 'Choose a recent upload'}
            </Button>
            {value.trim() !== '' && (
              <Button
                size="small"
                variant="label-dark"
                aria-label={`Remove the image: ${label}`}
                onClick={() => {
                  onChange('');
                  dispatch({ type: 'reset' });
                  // This button goes with the image: keep the keyboard in the field, on the next thing to do.
                  uploadButton.current?.focus();
                }}
              >
                Remove the image
              </Button>
            )}
          </div>
          <p className={styles.muted}>Or drop an image file here. {acceptedTypesInWords(desk)}, up to {studioImageMaxBytes / 1024 / 1024} MB.</p>
          <p className={styles.status} data-state={upload.state} role={upload.state === 'failed' ? 'alert' : 'status'}>
            {status}
          </p>
          <input
            ref={fileInput}
            className={styles.file}
            type="file"
            tabIndex={-1}
            aria-hidden="true"
            accept={acceptedTypes(desk).join(',')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      {chooserOpen && (
        <section className={styles.chooser} id={chooserId} aria-label={`Recent uploads for the ${label.toLowerCase()}`} aria-busy={recent.isFetching || undefined}>
          {recent.isPending ? (
            <p className={styles.muted}>Loading recent uploads…</p>
          ) : recent.isError ? (
            <p className={styles.muted} role="alert">
              The recent uploads could not be loaded. Check your connection and try again.
            </p>
          ) : recent.data.items.length === 0 ? (
            <p className={styles.muted}>Nothing has been uploaded here yet. Upload an image above.</p>
          ) : (
            <>
              <ul className={styles.grid}>
                {recent.data.items.map((image) => (
                  <li key={image.imageKey}>
                    <button
                      type="button"
                      className={styles.choice}
                      aria-pressed={image.imageKey === value.trim()}
                      onClick={() => {
                        onChange(image.imageKey);
                        dispatch({ type: 'reset' });
                      }}
                    >
                      <img src={image.url} alt="" width={120} height={120} loading="lazy" />
                      <span>{describeUpload(image)}</span>
                      {image.imageKey === value.trim() && <span>Chosen</span>}
                    </button>
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav className={styles.pager} aria-label={`Pages of recent uploads for the ${label.toLowerCase()}`}>
                  <Button size="small" variant="ghost-dark" aria-disabled={page <= 1 || undefined} onClick={() => page > 1 && setPage(page - 1)}>
                    Newer
                  </Button>
                  <span className={styles.muted}>
                    Page {page} of {pages}
                  </span>
                  <Button size="small" variant="ghost-dark" aria-disabled={page >= pages || undefined} onClick={() => page < pages && setPage(page + 1)}>
                    Older
                  </Button>
                </nav>
              )}
            </>
          )}
        </section>
      )}
      <div className={styles.keyRow}>
        <p className={styles.hint} id={keyHintId}>
          Image library key (filled in by an upload or a choice; type one only if you know it)
        </p>
        <input
          className={styles.keyInput}
          id={keyId}
          name={name}
          type="text"
          value={value}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? hintId : null, keyHintId, error ? errorId : null].filter(Boolean).join(' ')}
        />
      </div>
      {error && (
        <span className={styles.error} id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}

