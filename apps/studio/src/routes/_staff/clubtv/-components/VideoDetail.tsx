import { clubTvStatusLabel, type ClubTvOptions, type ClubTvVideo } from '@club/api-client';
import { Button, Heading, Loader, Select, Text, TextField, TextLink, formatDate, formatDuration, toIsoDateTime } from '@club/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { siteOrigins } from '@tooling/ssr/app';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import { useConfirmStep } from '../../../../studio/useConfirmStep';
import { clubTvQueries, formatBytes, isWorking } from './clubTvQueries';
import * as styles from './clubtv.css';
import { ClubTvBadges } from './StatusBadge';
import { formFromVideo, validateVideoForm, type Access, type VideoField, type VideoFormState } from './videoForm';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/** One video: its transcode (followed until it ends), its poster and facts, its details, captions and publishing. */
export function VideoDetail({ id }: { id: string }) {
  const studio = useStudioApi();
  const video = useQuery(clubTvQueries.video(studio, id));
  const options = useQuery(clubTvQueries.options(studio));
  if (video.status === 'pending' || options.status === 'pending') return <Loader label="Loading the video" />;
  if (video.status === 'error' || options.status === 'error') {
    return <Text tone="critical">{refusalOf(video.error ?? options.error, 'The video could not be loaded. Reload the page to try again.')}</Text>;
  }
  return <VideoPage video={video.data} options={options.data} />;
}

function VideoPage({ video, options }: { video: ClubTvVideo; options: ClubTvOptions }) {
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          {video.title}
        </Heading>
        <TextLink href="/clubtv">Back to the library</TextLink>
      </div>
      {/* The status first: on a phone it is what the editor waits for; on a wide screen it sits beside the form. */}
      <div className={styles.detail}>
        <div className={styles.side}>
          <TranscodePanel video={video} />
          <CaptionsPanel video={video} />
          <DeletePanel video={video} />
        </div>
        <div className={styles.formColumn}>
          <VideoForm video={video} options={options} />
        </div>
      </div>
    </div>
  );
}

function TranscodePanel({ video }: { video: ClubTvVideo }) {
  const studio = useStudioApi();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const retry = useMutation({
    mutationFn: () => studio.clubTv.retry(video.id),
    onSuccess: (saved) => queryClient.setQueryData(studioKeys.video(video.id), saved),
    onError: (error) => setRefusal(refusalOf(error, 'The transcode could not be started again. Try again in a moment.')),
  });
  return (
    <section className={styles.panel} aria-labelledby={`${video.id}-status`}>
      <Heading level={3} as="h2" id={`${video.id}-status`}>
        Status
      </Heading>
      <ClubTvBadges video={video} />
      {isWorking(video) && (
        <progress className={styles.progress} aria-label="Transcoding" max={100} value={video.progress}>
          {video.progress}%
        </progress>
      )}
      <p className={styles.hint} role="status" aria-live="polite">
        {statusSentence(video)}
      </p>
      {video.status === 'failed' && video.failure && <p className={styles.failure}>{video.failure}</p>}
      {video.status === 'failed' && (
        <Button variant="ghost-dark" onClick={() => retry.mutate()} aria-disabled={retry.isPending || undefined}>
          Transcode again
        </Button>
      )}
      {video.posterUrl && <img className={styles.poster} src={video.posterUrl} alt={`Poster of ${video.title}`} />}
      <dl className={styles.facts}>
        <dt>File</dt>
        <dd>{video.fileName}</dd>
        <dt>Size</dt>
        <dd>{formatBytes(video.fileBytes)}</dd>
        {video.duration !== null && (
          <>
            <dt>Length</dt>
            <dd>{formatDuration(video.duration)}</dd>
          </>
        )}
        <dt>Uploaded</dt>
        <dd>
          <time dateTime={toIsoDateTime(video.createdAt)}>
            {formatDate(video.createdAt)} {formatDate(video.createdAt, 'time')}
          </time>{' '}
          by {video.createdBy}
        </dd>
      </dl>
      <FormAlert message={refusal} />
    </section>
  );
}

function statusSentence(video: ClubTvVideo): string {
  switch (video.status) {
    case 'uploading':
      return 'The upload has not finished. Choose the same file on the upload page to carry on where it stopped.';
    case 'queued':
      return 'Uploaded. Waiting for the transcoder, which makes one video at a time.';
    case 'transcoding':
      return `${clubTvStatusLabel(video)}: making the stream, poster and thumbnails.`;
    case 'ready':
      return video.published ? 'Ready and published.' : 'Ready to publish.';
    default:
      return 'The transcode failed:';
  }
}

function CaptionsPanel({ video }: { video: ClubTvVideo }) {
  const studio = useStudioApi();
  const id = useId();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => studio.clubTv.uploadCaptions(video.id, file),
    onSuccess: (saved) => {
      queryClient.setQueryData(studioKeys.video(video.id), saved);
      setMessage('Captions saved: they play with the video as its English subtitles.');
    },
    onError: (error) => setRefusal(refusalOf(error, 'The captions could not be uploaded. Check your connection and try again.')),
  });
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <Heading level={3} as="h2" id={`${id}-title`}>
        Captions
      </Heading>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-file`}>
          {video.captions ? 'Replace the caption file' : 'Caption file'}
        </label>
        <p className={styles.hint} id={`${id}-hint`}>
          A WebVTT file (.vtt), at most 1 MB.{video.captions ? ' This video has captions.' : ''}
        </p>
        <input
          className={styles.input}
          id={`${id}-file`}
          type="file"
          accept=".vtt,text/vtt"
          aria-describedby={`${id}-hint`}
          disabled={video.status === 'uploading' || upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            setMessage('');
            setRefusal(null);
            if (file) upload.mutate(file);
          }}
        />
      </div>
      <p className={styles.hint} role="status">
        {upload.isPending ? 'Uploading the captions…' : message}
      </p>
      <FormAlert message={refusal} />
    </section>
  );
}

/**
 * Deleting, with a confirm step: a published video is not offered the button (it must leave the
 * catalogue first, so it never vanishes from under a fan watching it), nor one still uploading or
 * transcoding. The confirm step takes the focus when it opens (the editor asked for it) and gives it back
 * to the button when kept (Escape keeps it too).
 */
function DeletePanel({ video }: { video: ClubTvVideo }) {
  const studio = useStudioApi();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const step = useConfirmStep<HTMLDivElement>();
  const remove = useMutation({
    mutationFn: () => studio.clubTv.remove(video.id, { version: video.version }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: studioKeys.video(video.id) });
      await queryClient.invalidateQueries({ queryKey: studioKeys.videos });
      await navigate({ to: '/clubtv' });
    },
    onError: (error) => setRefusal(refusalOf(error, 'The video could not be deleted. Check your connection and try again.')),
  });
  const settled = video.status === 'ready' || video.status === 'failed';
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <Heading level={3} as="h2" id={`${id}-title`}>
        Delete
      </Heading>
      {video.published ? (
        <p className={styles.hint}>Unpublish this video before deleting it: fans may be watching it.</p>
      ) : !settled ? (
        <p className={styles.hint}>It can be deleted once it is ready or its transcode has failed.</p>
      ) : step.asking ? (
        <div className={styles.confirm} ref={step.question} tabIndex={-1} role="group" aria-labelledby={`${id}-question`} onKeyDown={step.onKeyDown}>
          <p className={styles.label} id={`${id}-question`}>
            Delete “{video.title}” for good?
          </p>
          <p className={styles.hint}>Its upload, captions, poster and renditions are removed from the media store. This cannot be undone.</p>
          <div className={styles.actions}>
            <Button onClick={() => remove.mutate()} aria-disabled={remove.isPending || undefined}>
              {remove.isPending ? 'Deleting…' : 'Delete for good'}
            </Button>
            <Button variant="ghost-dark" onClick={step.keep}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button
            ref={step.opener}
            variant="ghost-dark"
            onClick={() => {
              setRefusal(null);
              step.ask();
            }}
          >
            Delete video
          </Button>
        </div>
      )}
      <FormAlert message={refusal} />
    </section>
  );
}

const accessChoices: { value: Access; label: string }[] = [
  { value: 'free', label: 'Free to everyone' },
  { value: 'signedIn', label: 'Any signed-in fan' },
  { value: 'passes', label: 'Fans with one of these passes' },
];

function VideoForm({ video, options }: { video: ClubTvVideo; options: ClubTvOptions }) {
  const studio = useStudioApi();
  const id = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<VideoFormState>(() => formFromVideo(video));
  const [saved, setSaved] = useState<ClubTvVideo>(video);
  const [touched, setTouched] = useState<Partial<Record<VideoField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const checked = validateVideoForm(form);
  const errorOf = (field: VideoField) => ((submitted || touched[field]) && checked.errors ? checked.errors[field] : undefined);
  const dirty = JSON.stringify(form) !== JSON.stringify(formFromVideo(saved));
  const set =
    <K extends keyof VideoFormState>(key: K, field: VideoField) =>
    (value: VideoFormState[K]) => {
      setForm((current) => ({ ...current, [key]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
    };

  const keep = (next: ClubTvVideo) => {
    setSaved(next);
    queryClient.setQueryData(studioKeys.video(next.id), next);
    void queryClient.invalidateQueries({ queryKey: studioKeys.videos });
  };

  /** Saves what is unsaved; the version to publish from, or null when the form is not valid. */
  const saveIfNeeded = async (): Promise<number | null> => {
    if (!checked.body) {
      setSubmitted(true);
      setRefusal('Check the fields marked above.');
      return null;
    }
    if (!dirty) return saved.version;
    const next = await studio.clubTv.update(saved.id, { ...checked.body, version: saved.version });
    keep(next);
    return next.version;
  };

  const save = useMutation({
    mutationFn: saveIfNeeded,
    onSuccess: (version) => {
      if (version !== null) setNotice('Saved.');
    },
    onError: (error) => setRefusal(refusalOf(error, 'The video could not be saved. Check your connection and try again.')),
  });
  const publish = useMutation({
    mutationFn: async (action: 'publish' | 'unpublish') => {
      const version = await saveIfNeeded();
      if (version === null) return null;
      const next = await studio.clubTv[action](saved.id, { version });
      keep(next);
      return next;
    },
    onSuccess: (next) => {
      if (next) setNotice(next.published ? 'Published: it is in the Club TV catalogue now.' : 'Unpublished: it is off the club site now.');
    },
    onError: (error) => setRefusal(refusalOf(error, 'That did not work. Check your connection and try again.')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    setNotice('');
    save.mutate();
  };
  const pending = save.isPending || publish.isPending;
  const ready = video.status === 'ready';

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <div className={styles.wide}>
        <Heading level={3} as="h2" id={`${id}-title`}>
          Details
        </Heading>
      </div>
      <div className={styles.wide}>
        <TextField label="Title" name="title" value={form.title} onChange={set('title', 'title')} error={errorOf('title')} required />
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        <label className={styles.label} htmlFor={`${id}-description`}>
          Description
        </label>
        <textarea
          className={styles.input}
          id={`${id}-description`}
          rows={3}
          value={form.description}
          onChange={(event) => set('description', 'description')(event.target.value)}
          aria-invalid={errorOf('description') ? true : undefined}
          aria-describedby={errorOf('description') ? `${id}-description-error` : undefined}
        />
        {errorOf('description') && (
          <span className={styles.error} id={`${id}-description-error`}>
            {errorOf('description')}
          </span>
        )}
      </div>
      <Select
        label="Category"
        name="category"
        placeholder="Choose a category"
        options={options.categories.map((category) => ({ value: category.slug, label: category.title }))}
        value={form.category}
        onChange={set('category', 'category')}
        error={errorOf('category')}
      />
      <Select
        label="Team"
        name="team"
        options={[{ value: '', label: 'Club-wide (no team)' }, ...options.teams.map((team) => ({ value: team.slug, label: team.label }))]}
        value={form.team}
        onChange={set('team', 'team')}
        error={errorOf('team')}
      />
      <Select
        label="Season"
        name="season"
        placeholder="Choose a season"
        options={options.seasons.map((season) => ({ value: season.slug, label: season.name }))}
        value={form.season}
        onChange={set('season', 'season')}
        error={errorOf('season')}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-release`}>
          Release time (London time)
        </label>
        <p className={styles.hint} id={`${id}-release-hint`}>
          Leave empty to release it when you publish.
        </p>
        <input
          className={styles.input}
          id={`${id}-release`}
          type="datetime-local"
          value={form.release}
          onChange={(event) => set('release', 'releaseFrom')(event.target.value)}
          aria-invalid={errorOf('releaseFrom') ? true : undefined}
          aria-describedby={`${id}-release-hint${errorOf('releaseFrom') ? ` ${id}-release-error` : ''}`}
        />
        {errorOf('releaseFrom') && (
          <span className={styles.error} id={`${id}-release-error`}>
            {errorOf('releaseFrom')}
          </span>
        )}
      </div>
      <fieldset className={`${styles.choices} ${styles.wide}`} aria-describedby={errorOf('entitlements') ? `${id}-access-error` : undefined}>
        <legend className={styles.label}>Who may watch</legend>
        {accessChoices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-access`}
              value={choice.value}
              checked={form.access === choice.value}
              onChange={() => set('access', 'entitlements')(choice.value)}
            />
            {choice.label}
          </label>
        ))}
        {form.access === 'passes' && (
          <fieldset className={styles.choices}>
            <legend className={styles.hint}>Passes that open it (any one of them)</legend>
            {options.entitlements
              .filter((entitlement) => entitlement.id !== '?' && entitlement.id !== '*')
              .map((entitlement) => (
                <label key={entitlement.id} className={styles.choice}>
                  <input
                    type="checkbox"
                    value={entitlement.id}
                    checked={form.passes.includes(entitlement.id)}
                    onChange={(event) =>
                      set('passes', 'entitlements')(
                        event.target.checked ? [...form.passes, entitlement.id] : form.passes.filter((pass) => pass !== entitlement.id),
                      )
                    }
                  />
                  {entitlement.label}
                </label>
              ))}
          </fieldset>
        )}
        {errorOf('entitlements') && (
          <span className={styles.error} id={`${id}-access-error`}>
            {errorOf('entitlements')}
          </span>
        )}
      </fieldset>
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="submit" aria-disabled={pending || undefined}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        {saved.published ? (
          <Button variant="ghost-dark" onClick={() => publish.mutate('unpublish')} aria-disabled={pending || undefined}>
            Unpublish
          </Button>
        ) : (
          <Button
            variant="ghost-dark"
            onClick={() => (ready ? publish.mutate('publish') : setRefusal('This video can be published once it has been transcoded.'))}
            aria-disabled={pending || !ready || undefined}
          >
            {publish.isPending ? 'Publishing…' : 'Publish'}
          </Button>
        )}
        {saved.published && saved.publicUrl && (
          <TextLink href={`${siteOrigins().club}${saved.publicUrl}`} newTab>
            See it on the club site
          </TextLink>
        )}
      </div>
      {saved.published && saved.releaseFrom && (
        <p className={`${styles.hint} ${styles.wide}`}>
          Published: in the catalogue from {formatDate(saved.releaseFrom)} at {formatDate(saved.releaseFrom, 'time')} (London).
        </p>
      )}
      <p className={`${styles.hint} ${styles.wide}`} role="status">
        {notice}
      </p>
      <div className={styles.wide}>
        <FormAlert message={refusal} />
      </div>
    </form>
  );
}
