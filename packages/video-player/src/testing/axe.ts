import axe from 'axe-core';

/**
 * axe on a rendered component, violations as readable lines. `region` is off: a component alone is
 * never inside a landmark. happy-dom does no layout, so contrast is left to the ui theme tests.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { region: { enabled: false } } });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`),
  );
}
