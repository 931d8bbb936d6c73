import { demoClubWords, northmoorRovers } from '@club/config/testing';
import { describe, expect, it, vi } from 'vitest';
import { clubTokens } from './clubTokens';
import { streamerTokens } from './streamerTokens';

// Another club is one file away (issue 15): both themes take every brand colour from club.json, by role.
vi.mock('@club/config', async () => ({ clubConfig: (await import('@club/config/testing')).northmoorRovers }));

const { colours } = northmoorRovers;

describe('given another club in place of club.json', () => {
  it("should fill the club theme's brand roles with its colours", () => {
    expect(clubTokens.color).toMatchObject({
      brand: colours.primary,
      brandStrong: colours.primaryDeep,
      onBrand: colours.secondary,
      accent: colours.accent,
      onAccent: colours.dark,
      surfaceInverse: colours.dark,
      textBrand: colours.primary,
      linkInverse: colours.accent,
      focusInverse: colours.accent,
    });
  });

  it("should fill the streamer theme's brand roles with its colours, the primary lifted for the dark", () => {
    expect(streamerTokens.color).toMatchObject({
      brand: colours.primaryOnDark,
      brandStrong: colours.primary,
      onBrand: colours.secondary,
      accent: colours.accent,
      onAccent: colours.dark,
      focus: colours.accent,
    });
  });

  it('should keep no colour of the demo club in either theme', () => {
    const themes = JSON.stringify([clubTokens, streamerTokens]).toLowerCase();
    for (const word of demoClubWords) expect(themes).not.toContain(word.toLowerCase());
  });
});
