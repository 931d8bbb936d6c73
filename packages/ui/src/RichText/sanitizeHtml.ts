import DOMPurify from 'isomorphic-dompurify';

/**
 * What the CMS may put on a page. DOMPurify's defaults already drop scripts, event handlers and
 * `javascript:` URLs; on top of them, anything that would escape the design system or the page:
 * inline styles and `<style>` (they fight the theme), forms and their controls (they would post
 * somewhere), frames and embeds (players come through components, not markup).
 */
const config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed', 'frame', 'frameset'],
  FORBID_ATTR: ['style', 'class', 'id'],
};

/**
 * Sanitises CMS HTML. Runs the same on the server (isomorphic-dompurify's jsdom window) and in the
 * browser (the browser's own DOM), so server-rendered and hydrated markup match.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, config);
}
