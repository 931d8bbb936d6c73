import { describe, expect, it } from 'vitest';
import { containerOf } from './container';
import { captionsPlaylistFor, thumbnailsVtt, uploadLadderArgs, withCaptions } from './ondemand';

describe('renditions of an uploaded file (the studio Club TV library)', () => {
  it('should spread the ten thumbnails over the whole video, and keep one a second for the 10 s test clip', () => {
    const clip = thumbnailsVtt();
    expect(clip.split('\n').filter((line) => line.includes('-->'))).toHaveLength(10);
    expect(clip).toContain('00:00:09.000 --> 00:00:10.000\nsprite.jpg#xywh=640,90,160,90');
    const match = thumbnailsVtt(5400);
    expect(match).toContain('00:00:00.000 --> 00:09:00.000\nsprite.jpg#xywh=0,0,160,90');
    expect(match).toContain('01:21:00.000 --> 01:30:00.000\nsprite.jpg#xywh=640,90,160,90');
  });

  it('should fit any picture into the ladder, take the poster from two seconds in, and add silence to a file without sound', () => {
    const silent = uploadLadderArgs('/uploads/tv-1', { duration: 1, hasAudio: false }, 'mov');
    expect(silent).toEqual(expect.arrayContaining(['-i', '/uploads/tv-1', 'anullsrc=channel_layout=stereo:sample_rate=48000']));
    const graph = silent[silent.indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toContain('scale=1280:720:force_original_aspect_ratio=decrease,pad=1280:720');
    expect(graph).toContain('[r2]scale=640:360[v2]');
    expect(graph).toContain("select='eq(n\\,12)'");
    expect(silent.filter((arg) => arg === '1:a')).toHaveLength(4); // the silence in each of the four rungs

    const long = uploadLadderArgs('/uploads/tv-2', { duration: 600, hasAudio: true }, 'matroska');
    expect(long).not.toContain('anullsrc=channel_layout=stereo:sample_rate=48000');
    expect(long[long.indexOf('-filter_complex') + 1]).toContain("select='eq(n\\,50)'");
    expect(long[long.indexOf('-filter_complex') + 1]).toContain('fps=10/600,scale=160:90,tile=5x2');
    expect(long.filter((arg) => arg === '0:a:0')).toHaveLength(4);
  });

  it('should name the demuxer and allow only local files before the input, for either container (issue 28)', () => {
    const mov = uploadLadderArgs('/uploads/tv-1', { duration: 1, hasAudio: true }, 'mov');
    expect(mov.slice(0, mov.indexOf('-i') + 2)).toEqual(['-protocol_whitelist', 'file', '-f', 'mov', '-enable_drefs', '0', '-i', '/uploads/tv-1']);
    const mkv = uploadLadderArgs('/uploads/tv-2', { duration: 1, hasAudio: true }, 'matroska');
    expect(mkv.slice(0, mkv.indexOf('-i') + 2)).toEqual(['-protocol_whitelist', 'file', '-f', 'matroska', '-i', '/uploads/tv-2']);
  });

  it('should tell the container by its first bytes, and nothing else', () => {
    const box = (type: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(type, 'latin1'), Buffer.alloc(8)]);
    expect(containerOf(box('ftyp'))).toBe('mov');
    expect(containerOf(box('moov'))).toBe('mov');
    expect(containerOf(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]))).toBe('matroska');
    for (const text of ['#EXTM3U\n#EXT-X-VERSION:3\n', 'ffconcat version 1.0\nfile http://10.0.0.1/a.mp4\n', '<?xml version="1.0"?><MPD>', 'GIF89a']) {
      expect(containerOf(Buffer.from(text)), text).toBeNull();
    }
    expect(containerOf(Buffer.alloc(3))).toBeNull();
  });

  it('should name captions in the master playlist once, however often they are attached', () => {
    const master = '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=1000\n360p/index.m3u8\n';
    const once = withCaptions(master);
    expect(withCaptions(once)).toBe(once);
    expect(once.match(/GROUP-ID="subs"/g)).toHaveLength(1);
    expect(captionsPlaylistFor(3.2)).toContain('#EXT-X-TARGETDURATION:4\n');
  });
});
