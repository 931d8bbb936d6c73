import { describe, expect, it } from 'vitest';
import { classesInHtml, selectPageCss } from '../manifest/pageCss';
import { classesOfSelector, indexStylesheet, withoutFontFaces } from './indexStylesheet';

// A built stylesheet in miniature, minified as Vite writes it: resets, a font, variables, component
// classes with their state and media variants, a sprinkles-style atomic class, keyframes.
const stylesheet = [
  '*,:before,:after{box-sizing:border-box}',
  'body{margin:0}',
  '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}',
  ':root{--brand:#003}',
  '.card{padding:1rem}',
  '.card:hover{color:red}',
  '.menu{display:none}',
  '.card .title,.teaser{font-weight:700}',
  '.card.featured{border:1px solid}',
  '.button:not(.ghost){background:var(--brand)}',
  '@media (min-width:48em){.card{padding:2rem}.menu{display:block}}',
  '@media (prefers-reduced-motion:reduce){*{animation:none}}',
  '@supports (display:grid){.grid{display:grid}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '._17dra0{margin-top:4px}',
  '.card:focus-visible{outline:2px solid}',
].join('');

const rules = indexStylesheet(stylesheet);
const pageCss = (...classes: string[]) => selectPageCss(rules, new Set(classes));

describe('indexStylesheet + selectPageCss', () => {
  it('should give back the whole stylesheet, in order, for a page that uses every class', () => {
    expect(pageCss('card', 'menu', 'title', 'teaser', 'featured', 'button', 'ghost', 'grid', '_17dra0')).toBe(stylesheet);
  });

  it('should always keep the rules that name no class: resets, fonts, variables, keyframes', () => {
    expect(pageCss()).toBe(
      '*,:before,:after{box-sizing:border-box}body{margin:0}@font-face{font-family:Inter;src:url(/assets/inter.woff2)}' +
        ':root{--brand:#003}@media (prefers-reduced-motion:reduce){*{animation:none}}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it("should keep a class's rules with their :hover, :focus and @media variants, in the stylesheet's order", () => {
    const css = pageCss('card');
    expect(css).toContain('.card{padding:1rem}.card:hover{color:red}');
    expect(css).toContain('@media (min-width:48em){.card{padding:2rem}}');
    expect(css).toContain('.card:focus-visible{outline:2px solid}');
    expect(css.indexOf('.card{padding:1rem}')).toBeLessThan(css.indexOf('@media (min-width:48em)'));
    expect(css.indexOf('@media (min-width:48em)')).toBeLessThan(css.indexOf('.card:focus-visible'));
  });

  it('should leave out the rules of classes the page does not use, and a group left empty', () => {
    const css = pageCss('card');
    expect(css).not.toContain('.menu');
    expect(css).not.toContain('@supports');
    expect(css).not.toContain('_17dra0');
    expect(css).not.toContain('.card.featured');
  });

  it('should keep a rule when every class of one of its selectors is on the page', () => {
    expect(pageCss('card')).not.toContain('font-weight:700');
    expect(pageCss('card', 'title')).toContain('.card .title,.teaser{font-weight:700}');
    expect(pageCss('teaser')).toContain('.card .title,.teaser{font-weight:700}');
    expect(pageCss('card', 'featured')).toContain('.card.featured{border:1px solid}');
  });

  it('should not require the classes inside :not(), which the rule needs absent', () => {
    expect(pageCss('button')).toContain('.button:not(.ghost){background:var(--brand)}');
  });
});

describe('classesOfSelector', () => {
  it('should list the classes of each selector, or nothing when one selector needs none', () => {
    expect(classesOfSelector('.a .b>.c:hover,.d::before')).toEqual([['a', 'b', 'c'], ['d']]);
    expect(classesOfSelector('.a,html')).toBeUndefined();
    expect(classesOfSelector(':is(.a,.b)')).toBeUndefined();
  });

  it('should keep a selector it cannot read (always on the page)', () => {
    expect(classesOfSelector('.a{')).toBeUndefined();
  });
});

describe('classesInHtml', () => {
  it('should read every class of every class attribute', () => {
    const html = '<div class="card  featured"><svg class=\'icon\'><use/></svg><p class="">x</p><span data-class="no">y</span></div>';
    expect([...classesInHtml(html)].sort()).toEqual(['card', 'featured', 'icon']);
  });

  it('should read the classes a data-client-classes attribute announces for content drawn later', () => {
    const html = '<div class="slot" data-client-classes="link image"></div><div data-client-classes="dot"></div>';
    expect([...classesInHtml(html)].sort()).toEqual(['dot', 'image', 'link', 'slot']);
  });
});

describe('withoutFontFaces', () => {
  it('should leave out the @font-face rules and nothing else, in order', () => {
    expect(withoutFontFaces(stylesheet)).toBe(stylesheet.replace('@font-face{font-family:Inter;src:url(/assets/inter.woff2)}', ''));
  });
});
