import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sectionLinks } from '../../site/site';
import { StreamerHome } from './StreamerHome';

describe('StreamerHome', () => {
  it("should have SPEC 2.4's sections as named regions", () => {
    render(<StreamerHome />);
    for (const name of [
      'Upcoming Game',
      'Available Packages',
      'Redeem a voucher code',
      'Upcoming Fixtures',
      'Replays',
      'Having Trouble?',
    ]) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
  });

  it('should have a section for every anchor link of the header', () => {
    const { container } = render(<StreamerHome />);
    for (const { id } of sectionLinks) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
  });
});
