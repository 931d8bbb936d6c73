const pad = (value: number) => String(value).padStart(2, '0');

/**
 * SPEC 9: a video's length. An hour or more reads 'H[hr] mm' (3725 s → '1hr 02'); anything shorter
 * 'mm:ss' (75 s → '01:15'). Fractions are dropped and bad values (negative, NaN) read as zero, since
 * a feed's VideoDuration is not always clean.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  if (seconds > 3599) {
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    return `${hours}hr ${pad(minutes)}`;
  }
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
