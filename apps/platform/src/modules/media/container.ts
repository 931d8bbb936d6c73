import { open } from 'node:fs/promises';

/**
 * The containers a Club TV upload may be (the studio offers MP4, MOV, MKV and WebM), told by the file's
 * own first bytes, never by its name or the type the browser claimed (issue 28). ffmpeg left to guess
 * would read an uploaded HLS or concat playlist as one, and fetch whatever addresses it names: inside
 * the club's network as easily as outside.
 */
export type Container = 'mov' | 'matroska';

export const notAVideoContainerMessage =
  'That file is not an MP4, MOV, MKV or WebM video: its first bytes are not a video container. Export the video as MP4 and upload it again.';

// ISO base media (MP4, MOV, 3GP) starts with a box: 4 bytes of size, then its type. A modern file's first
// box is `ftyp`; an old QuickTime movie may start with its movie, data or padding atoms.
const isoBoxTypes = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);
// Matroska and WebM start with the EBML header's ID.
const ebmlMagic = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** The container the bytes say, or null for anything else (a playlist, a script, an image, text). */
export function containerOf(head: Buffer): Container | null {
  if (head.length >= 8 && isoBoxTypes.has(head.subarray(4, 8).toString('latin1'))) return 'mov';
  if (head.length >= 4 && head.subarray(0, 4).equals(ebmlMagic)) return 'matroska';
  return null;
}

/** Reads the first bytes of a file and answers its container, or null. */
export async function sniffContainer(path: string): Promise<Container | null> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return containerOf(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/**
 * The input options that go before `-i` for an upload: the demuxer named (no guessing from the bytes),
 * only local files may be opened, and a QuickTime file's references to other files are not followed.
 */
export function uploadInputArgs(container: Container): string[] {
  return container === 'mov'
    ? ['-protocol_whitelist', 'file', '-f', 'mov', '-enable_drefs', '0']
    : ['-protocol_whitelist', 'file', '-f', 'matroska'];
}
