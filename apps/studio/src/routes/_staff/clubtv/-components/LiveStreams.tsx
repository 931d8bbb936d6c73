import { clubTvStreamControlLabels, clubTvStreamControls, type ClubTvStream, type ClubTvStreamControl, type StreamStatus } from '@club/api-client';
import { Button, Heading, Loader, Text, TextLink, formatDate, toIsoDateTime } from '@club/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../../studio/FormAlert';
import { clubTvQueries } from './clubTvQueries';
import * as styles from './clubtv.css';
import { refusalOf } from '../../../../studio/refusal';
import { studioKeys } from '../../../../studio/queryKeys';
import { useStudioApi } from '../../../../studio/studioApi';

/** What fans are told of a stream, in the club site's words (its live page's badge). */
const fanWords: Record<StreamStatus, string> = {
  active: 'Live now',
  preparing: 'Starting soon',
  idle: 'Off air',
  disabled: 'Not broadcasting',
  errored: 'Temporarily unavailable',
};

const controlHints: Record<ClubTvStreamControl, string> = {
  live: 'Fans see what the channel does: live while it ingests, off air when it stops.',
  idle: 'Off air: fans see the offline image, whatever the channel does.',
  disabled: 'Not offered: no player, and the platform refuses to play it.',
};

/** The channel in words: what the platform's own processes report, never a setting. */
function channelWords(stream: ClubTvStream): string {
  const { channel } = stream;
  if (!channel) return 'The platform runs no channel for this stream here.';
  const parts = [
    channel.encoderRunning ? 'Encoder running' : 'Encoder not running (restarting)',
    channel.ingesting
      ? `ingesting (media ${channel.lastMediaSecondsAgo ?? 0} s ago)`
      : channel.lastMediaSecondsAgo === null
        ? 'no media yet'
        : `not ingesting (last media ${Math.round(channel.lastMediaSecondsAgo)} s ago)`,
  ];
  if (channel.restarts > 0) parts.push(`restarted ${channel.restarts} ${channel.restarts === 1 ? 'time' : 'times'}`);
  if (channel.encrypted) parts.push('encrypted (ClearKey)');
  return `${parts.join(', ')}.`;
}

/** Club TV's Live section: each live stream's channel as it runs, and the hold editors put on it. */
export function LiveStreams() {
  const studio = useStudioApi();
  const { data, status } = useQuery(clubTvQueries.streams(studio));
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Heading level={2} as="h1">
          Live streams
        </Heading>
        <TextLink href="/clubtv">Back to the library</TextLink>
      </div>
      <Text>
        Set a stream live to show fans what its channel is doing, idle to keep it off air, or disabled to stop offering it. The club site follows at once.
      </Text>
      {status === 'pending' && <Loader label="Loading the live streams" />}
      {status === 'error' && <Text tone="critical">The live streams could not be loaded. Reload the page to try again.</Text>}
      {status === 'success' && (
        <ul className={styles.streams} aria-label="Live streams">
          {data.items.map((stream) => (
            <li key={stream.id}>
              <StreamPanel stream={stream} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function StreamPanel({ stream }: { stream: ClubTvStream }) {
  const studio = useStudioApi();
  const id = useId();
  const queryClient = useQueryClient();
  // null: the editor has not chosen; the stream's own hold shows (and follows another editor's change).
  const [chosen, setChosen] = useState<ClubTvStreamControl | null>(null);
  const [notice, setNotice] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const choice = chosen ?? stream.control;
  const save = useMutation({
    mutationFn: (status: ClubTvStreamControl) => studio.clubTv.setStream(stream.id, { status, version: stream.version }),
    onSuccess: (saved) => {
      queryClient.setQueryData(studioKeys.streams, (current: { items: ClubTvStream[] } | undefined) =>
        current ? { items: current.items.map((item) => (item.id === saved.id ? saved : item)) } : current,
      );
      setChosen(null);
      setNotice(`Saved: fans are told “${fanWords[saved.status]}”.`);
    },
    onError: (error) => {
      setRefusal(refusalOf(error, 'The stream could not be set. Check your connection and try again.'));
      void queryClient.invalidateQueries({ queryKey: studioKeys.streams });
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice('');
    setRefusal(null);
    if (choice === stream.control) {
      setNotice('Nothing to save: the stream is already set so.');
      return;
    }
    save.mutate(choice);
  };
  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <Heading level={3} as="h2" id={`${id}-title`}>
        {stream.title}
      </Heading>
      <dl className={styles.facts}>
        <dt>Fans see</dt>
        <dd>
          <span className={styles.badge} data-state={stream.status === 'active' ? 'ready' : stream.status === 'errored' ? 'failed' : stream.status}>
            {fanWords[stream.status]}
          </span>
        </dd>
        <dt>Channel</dt>
        <dd>{channelWords(stream)}</dd>
        <dt>Kind</dt>
        <dd>{stream.contentType === 'audio' ? 'Live audio' : 'Live video'}</dd>
        {stream.updatedAt && stream.updatedBy && (
          <>
            <dt>Set</dt>
            <dd>
              <time dateTime={toIsoDateTime(stream.updatedAt)}>
                {formatDate(stream.updatedAt)} {formatDate(stream.updatedAt, 'time')}
              </time>{' '}
              by {stream.updatedBy}
            </dd>
          </>
        )}
      </dl>
      <fieldset className={styles.choices}>
        <legend className={styles.label}>Stream status</legend>
        {clubTvStreamControls.map((control) => (
          <label key={control} className={`${styles.choice} ${styles.choiceTop}`}>
            <input
              type="radio"
              name={`${id}-control`}
              value={control}
              checked={choice === control}
              aria-describedby={`${id}-${control}-hint`}
              onChange={() => {
                setChosen(control);
                setNotice('');
              }}
            />
            <span>
              {clubTvStreamControlLabels[control]}
              <span className={styles.choiceHint} id={`${id}-${control}-hint`}>
                {controlHints[control]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : `Save ${stream.title}`}
        </Button>
      </div>
      <p className={styles.hint} role="status">
        {notice}
      </p>
      <FormAlert message={refusal} />
    </form>
  );
}
