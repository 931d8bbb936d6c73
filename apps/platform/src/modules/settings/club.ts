import { z } from 'zod';
import { clubConfig } from '@club/config';

/**
 * The club's identity, from `@club/config` (packages/club-config/club.json): the one file to change for another club. The web settings
 * serve it and the image library paints the club's crest and artwork in its colours. Checked when the
 * module loads, so a bad edit stops the start with the field named.
 */
const hex = z.string().regex(/^#[0-9a-f]{6}$/i, "expected a colour like '#0b3d91'");

export const clubIdentitySchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  nickname: z.string().min(1),
  wordmark: z.tuple([z.string().min(1), z.string().min(1)]),
  founded: z.number().int(),
  stadium: z.string().min(1),
  colours: z.object({
    primary: hex,
    primaryDeep: hex,
    primaryOnDark: hex,
    secondary: hex,
    accent: hex,
    dark: hex,
  }),
  crest: z.object({
    description: z.string().min(1),
    initials: z.string().min(1).max(3),
    emblem: z.enum(['anchor', 'star', 'ball']),
  }),
  social: z.record(z.string(), z.url()),
  website: z.url(),
  copyright: z.string().min(1),
});
export type ClubIdentity = z.infer<typeof clubIdentitySchema>;

function load(): ClubIdentity {
  const result = clubIdentitySchema.safeParse(clubConfig);
  if (!result.success) throw new Error(`packages/club-config/club.json is not valid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export const club: ClubIdentity = load();
