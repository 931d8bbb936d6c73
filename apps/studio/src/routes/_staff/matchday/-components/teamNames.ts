/** The club's teams as the desk names them beside a match (the platform's team slugs). */
export const teamNames: Record<string, string> = { 'first-team': 'First team', u21: 'U21s', u18: 'U18s', women: 'Women' };
