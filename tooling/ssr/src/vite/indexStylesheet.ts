import { parse as parseSelector, type Selector } from 'css-what';
import postcss, { type ChildNode } from 'postcss';
import type { PageCssRule } from '../manifest/pageCss';

/** At-rules whose body is rules, indexed rule by rule; any other at-rule (`@font-face`, `@keyframes`…) is kept whole. */
const groupingAtRules = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

/**
 * The class names a selector needs on the page, one list per selector of its list; `undefined` when one
 * of them needs none (a reset, `:root`, an element), so the rule is always kept. Classes inside a
 * functional pseudo-class (`:not(.a)`, `:is(.a, .b)`, `:has(.a)`) are not needed: the rule is then kept
 * more often, never less. A selector this parser cannot read is always kept, for the same reason.
 */
export function classesOfSelector(selector: string): string[][] | undefined {
  let parsed: Selector[][];
  try {
    parsed = parseSelector(selector);
  } catch {
    return undefined;
  }
  const lists: string[][] = [];
  for (const complex of parsed) {
    const needed = new Set<string>();
    for (const token of complex) {
      if (token.type === 'attribute' && token.name === 'class' && token.action === 'element') needed.add(token.value);
    }
    if (needed.size === 0) return undefined;
    lists.push([...needed]);
  }
  return lists.length ? lists : undefined;
}

function indexNodes(nodes: readonly ChildNode[]): PageCssRule[] {
  const rules: PageCssRule[] = [];
  for (const node of nodes) {
    if (node.type === 'comment') continue;
    if (node.type === 'rule') {
      const classes = classesOfSelector(node.selector);
      rules.push(classes ? { css: node.toString(), classes } : { css: node.toString() });
    } else if (node.type === 'atrule' && node.nodes && groupingAtRules.has(node.name.toLowerCase())) {
      const open = node.clone({ nodes: [] }).toString();
      rules.push({ open: open.slice(0, open.lastIndexOf('}')), rules: indexNodes(node.nodes) });
    } else {
      rules.push({ css: node.toString() });
    }
  }
  return rules;
}

/**
 * The build's index of a stylesheet for page CSS (see manifest/pageCss.ts): every rule, in order, as its
 * own text, with the classes it needs. Selecting every rule gives back the stylesheet (less comments).
 */
export function indexStylesheet(css: string): PageCssRule[] {
  return indexNodes(postcss.parse(css).nodes);
}

/** The stylesheet less its `@font-face` rules (every page inlines them; see PageCssIndex.later). */
export function withoutFontFaces(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules(/^font-face$/i, (rule) => {
    rule.remove();
  });
  return root.toString();
}
