import { describe, expect, it } from 'vitest';
import { createArtwork } from './index';

const artwork = createArtwork({
  videoItem: async (key) => (key === 'videos/cup-goals.jpg' ? { title: 'Cup goals', category: 'Highlights' } : null),
  owns: async () => true,
});

/** Every word the drawing prints. */
async function printed(key: string): Promise<string> {
  const svg = await artwork.svg(key);
  if (svg === null) throw new Error(`nothing is drawn for ${key}`);
  // A title wraps into <tspan> lines inside its <text>.
  return [...svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map((match) => (match[1] ?? '').replace(/<[^>]+>/g, ' ').trim()).join(' | ');
}

// Issue 14: generated images carry no placeholder words or key names, and no text a card prints itself.
describe('createArtwork', () => {
  it.each(['packages/video-background.jpg', 'packages/video.jpg', 'packages/monthly-audio.jpg'])(
    'should print no words from the key on the package picture %s',
    async (key) => {
      const words = await printed(key);
      expect(words).not.toMatch(/background|video|audio|monthly|tv/i);
    },
  );

  it.each(['menus/u21.jpg', 'menus/featured-tickets.jpg'])('should print no words from the key on the menu picture %s', async (key) => {
    expect(await printed(key)).not.toMatch(/u21|tickets|featured/i);
  });

  it('should not turn a stream poster key into a title', async () => {
    expect(await printed('video/live/audio-poster.jpg')).not.toMatch(/poster|live\/|audio/i);
  });

  it("should print only the shirt number on a player's portrait: the card prints the name", async () => {
    expect(await printed('players/first-team/tom-haverley.jpg')).toBe('1');
  });

  it('should print the title the platform knows for a Club TV item', async () => {
    expect(await printed('videos/cup-goals.jpg')).toContain('Cup goals');
  });

  it('should draw nothing for a name no record uses, under a prefix whose pictures belong to records (issue 28)', async () => {
    const asked: string[] = [];
    const strict = createArtwork({ videoItem: async () => null, owns: async (key) => (asked.push(key), key === 'news/known.jpg') });

    expect(await strict.svg('news/known.jpg')).not.toBeNull();
    expect(await strict.svg('news/made-up.jpg')).toBeNull();
    expect(await strict.generate('sponsors/made-up.png')).toBeNull();
    expect(asked).toEqual(['news/known.jpg', 'news/made-up.jpg', 'sponsors/made-up.png']);
  });
});
