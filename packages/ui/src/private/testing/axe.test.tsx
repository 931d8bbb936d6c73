import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';

// Guards the guard: if axe stopped working under happy-dom, every "no violations" test would pass.
describe('axeViolations', () => {
  it('should report a button without an accessible name', async () => {
    const { container } = render(<button type="button" />);
    expect(await axeViolations(container)).toEqual([expect.stringMatching(/^button-name:/)]);
  });

  it('should report an image without alternative text', async () => {
    const { container } = render(<img src="/crest.png" />);
    expect(await axeViolations(container)).toEqual([expect.stringMatching(/^image-alt:/)]);
  });
});
