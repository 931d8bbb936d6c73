import { ApiError, studioImageMaxBytes, studioImageTypes, type StudioImageResponse, type StudioImageType } from '@club/api-client';
import { Button } from '@club/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as styles from './ArticleEditor.css';
import { useStudioApi } from '../../../../studio/studioApi';

const isImageType = (type: string): type is StudioImageType => (studioImageTypes as readonly string[]).includes(type);

export type LeadImageFieldProps = {
  imageUrl: string | null;
  error: string | undefined;
  onUploaded: (image: StudioImageResponse) => void;
  onRemove: () => void;
};

/** The lead image: chosen from the device, uploaded at once (the platform resizes it), previewed 16:9. */
export function LeadImageField({ imageUrl, error, onUploaded, onRemove }: LeadImageFieldProps) {
  const studio = useStudioApi();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: ({ file, type }: { file: File; type: StudioImageType }) => studio.uploadImage(file, type),
    onSuccess: (image) => {
      setProblem(null);
      onUploaded(image);
    },
    onError: (failure) => setProblem(failure instanceof ApiError ? failure.message : 'The image could not be uploaded.'),
  });

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!isImageType(file.type)) return setProblem('Choose a JPEG, PNG or WebP image.');
    if (file.size > studioImageMaxBytes) return setProblem(`Choose an image of ${studioImageMaxBytes / 1024 / 1024} MB or less.`);
    upload.mutate({ file, type: file.type });
  };

  const message = problem ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        Lead image
      </label>
      <span className={styles.hint} id={hintId}>
        JPEG, PNG or WebP, up to {studioImageMaxBytes / 1024 / 1024} MB. Shown 16:9 at the top of the article.
      </span>
      {imageUrl && (
        <div className={styles.imagePreview}>
          <img src={imageUrl} alt="The lead image as uploaded" width={800} height={450} />
        </div>
      )}
      <div className={styles.imageActions}>
        <input
          className={styles.file}
          id={id}
          type="file"
          accept={studioImageTypes.join(',')}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          aria-invalid={message ? true : undefined}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {imageUrl && (
          <Button variant="ghost-dark" size="small" onClick={onRemove}>
            Remove image
          </Button>
        )}
      </div>
      <p className={styles.slugStatus} aria-live="polite">
        {upload.isPending ? 'Uploading…' : ''}
      </p>
      {message && (
        <span className={styles.error} id={errorId}>
          {message}
        </span>
      )}
    </div>
  );
}
