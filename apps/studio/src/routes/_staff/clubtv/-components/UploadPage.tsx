import { clubTvUploadMaxBytes, clubTvUploadPath } from '@club/api-client';
import { Button, Heading, Text, TextLink } from '@club/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Upload } from 'tus-js-client';
import { FormAlert } from '../../../../studio/FormAlert';
import { formatBytes } from './clubTvQueries';
import * as styles from './clubtv.css';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/** Each request carries this much of the file: a dropped connection costs at most one piece. */
const chunkBytes = 4 * 1024 * 1024;
/** Waits between tries after a dropped connection: then it keeps trying every 20 s for ten minutes. */
const retryDelays = [0, 1_000, 3_000, 5_000, 10_000, ...Array.from({ length: 30 }, () => 20_000)];

const videoTypes: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', mkv: 'video/x-matroska', webm: 'video/webm', avi: 'video/x-msvideo', mts: 'video/mp2t', ts: 'video/mp2t' };

/** The file's own type, or one from its name when the browser does not know it (.mkv on some systems). */
export function videoTypeOf(file: { name: string; type: string }): string | null {
  if (file.type.startsWith('video/')) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return videoTypes[extension] ?? null;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'uploading'; sent: number; total: number; paused: boolean; retrying: boolean }
  | { kind: 'done'; id: string };

/**
 * A video file sent with tus-js-client (the tus protocol's own client, loaded only when a file is
 * picked): in pieces, each acknowledged, so a dropped connection resumes where it stopped, and a file
 * picked again after the page was closed carries on from the platform's offset.
 */
export function UploadPage() {
  const studio = useStudioApi();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [fileName, setFileName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useRef<Upload | null>(null);

  // Leaving the page pauses the upload (it resumes when the file is picked again), it never half-sends in the background.
  useEffect(() => () => void upload.current?.abort(), []);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRefusal(null);
    const type = videoTypeOf(file);
    if (!type) {
      setRefusal('That file is not a video: choose a video file (MP4, MOV, MKV or WebM).');
      return;
    }
    if (file.size > clubTvUploadMaxBytes) {
      setRefusal(`That file is ${formatBytes(file.size)}: one upload may be at most ${formatBytes(clubTvUploadMaxBytes)}.`);
      return;
    }
    setFileName(file.name);
    setPhase({ kind: 'loading' });
    const tus = await import('tus-js-client');
    const started = new tus.Upload(file, {
      endpoint: clubTvUploadPath,
      chunkSize: chunkBytes,
      retryDelays,
      metadata: { filename: file.name, filetype: type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => setPhase({ kind: 'uploading', sent, total, paused: false, retrying: false }),
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        // The access cookie lives 15 minutes and a match replay takes longer: renew it (the studio api's one
        // renewal, shared with every desk's calls) and carry on.
        if (status === 401) {
          void studio.renewSession();
          return true;
        }
        const retry = status === 0 || status >= 500 || status === 409 || status === 423;
        if (retry) setPhase((current) => (current.kind === 'uploading' ? { ...current, retrying: true } : current));
        return retry;
      },
      onSuccess: () => {
        const videoId = started.url?.split('/').at(-1) ?? '';
        setPhase({ kind: 'done', id: videoId });
        void queryClient.invalidateQueries({ queryKey: studioKeys.videos });
        void navigate({ to: '/clubtv/$id', params: { id: videoId } });
      },
      onError: (error) => {
        const body = error instanceof tus.DetailedError ? error.originalResponse?.getBody() : undefined;
        const status = error instanceof tus.DetailedError ? error.originalResponse?.getStatus() : undefined;
        setPhase({ kind: 'idle' });
        setRefusal(
          status === 403
            ? refusalText(body) ?? 'The platform refused the upload.'
            : status && status < 500 && body
              ? refusalText(body) ?? body.trim()
              : 'The upload stopped: the connection to the platform was lost. Choose the same file again to carry on where it stopped.',
        );
      },
    });
    upload.current = started;
    const previous = await started.findPreviousUploads();
    const [latest] = previous;
    if (latest) started.resumeFromPreviousUpload(latest);
    setPhase({ kind: 'uploading', sent: 0, total: file.size, paused: false, retrying: false });
    started.start();
  };

  const pause = () => {
    void upload.current?.abort();
    setPhase((current) => (current.kind === 'uploading' ? { ...current, paused: true, retrying: false } : current));
  };
  const resume = () => {
    upload.current?.start();
    setPhase((current) => (current.kind === 'uploading' ? { ...current, paused: false } : current));
  };

  const percent = phase.kind === 'uploading' && phase.total > 0 ? Math.floor((phase.sent / phase.total) * 100) : 0;
  const busy = phase.kind === 'loading' || (phase.kind === 'uploading' && !phase.paused);

  return (
    <div className={styles.page}>
      <Heading level={2} as="h1">
        Upload a video
      </Heading>
      <div className={styles.panel}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-file`}>
            Video file
          </label>
          <p className={styles.hint} id={`${id}-hint`}>
            MP4, MOV, MKV or WebM, up to {formatBytes(clubTvUploadMaxBytes)}. If the connection drops the upload carries on where it stopped; after
            closing the page, choose the same file again to resume it.
          </p>
          <input
            className={styles.input}
            id={`${id}-file`}
            type="file"
            accept="video/*,.mkv,.mov,.mp4,.webm"
            aria-describedby={`${id}-hint`}
            disabled={busy}
            onChange={(event) => void onFile(event)}
          />
        </div>
        {phase.kind === 'uploading' && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-progress`}>
              Uploading {fileName}
            </label>
            <progress className={styles.progress} id={`${id}-progress`} max={phase.total} value={phase.sent}>
              {percent}%
            </progress>
            <p className={styles.hint}>
              {formatBytes(phase.sent)} of {formatBytes(phase.total)} ({percent}%)
            </p>
            <div className={styles.actions}>
              {phase.paused ? (
                <Button onClick={resume} variant="ghost-dark" icon="Play">
                  Resume upload
                </Button>
              ) : (
                <Button onClick={pause} variant="ghost-dark" icon="Pause">
                  Pause upload
                </Button>
              )}
            </div>
          </div>
        )}
        <p className={styles.hint} role="status" aria-live="polite">
          {statusText(phase, fileName, percent)}
        </p>
        <FormAlert message={refusal} />
      </div>
      <Text size="small">
        <TextLink href="/clubtv">Back to the library</TextLink>
      </Text>
    </div>
  );
}

/** What the live region says: each change of state, and the progress in tens (not every byte). */
function statusText(phase: Phase, fileName: string, percent: number): string {
  switch (phase.kind) {
    case 'idle':
      return '';
    case 'loading':
      return `Getting ready to upload ${fileName}…`;
    case 'uploading':
      if (phase.paused) return `Upload paused at ${percent}%.`;
      if (phase.retrying) return 'The connection dropped: resuming the upload where it stopped…';
      return `Uploading: ${Math.floor(percent / 10) * 10}% sent.`;
    default:
      return 'Uploaded. The platform is transcoding it now.';
  }
}

/** The platform's JSON error sentence inside a refusal's body, if it is one. */
function refusalText(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

