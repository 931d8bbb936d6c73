import axe from 'axe-core';

/**
 * Runs axe on a rendered component and returns its violations as readable lines, so a failing
 * test names the rule and the element. `region` is off: a component alone is never inside a landmark.
 * happy-dom does no layout, so axe reports colour contrast as "incomplete", never as a violation;
 * contrast is covered by the theme tests instead.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { region: { enabled: false } } });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`),
  );
}
