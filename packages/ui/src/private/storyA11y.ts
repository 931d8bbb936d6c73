// The axe rules about repeated landmarks, for 'All states' stories that show a page-level component
// (header, footer, error page) several times over. Each instance alone is checked by its own story.
export const landmarkRulesOff = [
  { id: 'landmark-unique', enabled: false },
  { id: 'landmark-no-duplicate-banner', enabled: false },
  { id: 'landmark-no-duplicate-contentinfo', enabled: false },
  { id: 'landmark-no-duplicate-main', enabled: false },
];
