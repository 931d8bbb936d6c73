// Plain lists and limits of the web api, without zod, so browser code can import them
// without pulling the schemas (and zod) into its bundle. The schemas build on these.
export const pageTemplates = ['Hub', 'Default'] as const;
export const postTypes = ['internal', 'external'] as const;
export const menuNames = ['primary', 'secondary', 'sticky', 'main', 'featured'] as const;
export type MenuName = (typeof menuNames)[number];
