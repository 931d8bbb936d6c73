import axe from 'axe-core';

/**
 * Runs axe on a rendered component and returns its violations as readable lines, so a failing
 * test names the rule and the element. `region` is off: a component alone is never inside a landmark.
 * happy-dom does no layout, so axe reports colour contrast as "incomplete", never as a violation;
 * contrast is covered by the theme tests instead.
 */
export async function axeViolations(
  container: Element,
  /** Rules a story turns off, in the a11y addon's form: [{ id: 'landmark-unique', enabled: false }]. */
  storyRules: readonly { id: string; enabled: boolean }[] = [],
): Promise<string[]> {
  const rules: Record<string, { enabled: boolean }> = { region: { enabled: false } };
  for (const rule of storyRules) rules[rule.id] = { enabled: rule.enabled };
  const results = await axe.run(container, { rules });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`),
  );
}
