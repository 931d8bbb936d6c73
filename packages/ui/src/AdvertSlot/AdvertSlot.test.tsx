import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storyAdvert } from '../private/fixtures';
import { axeViolations } from '../private/testing/axe';
import { AdvertSlot } from './AdvertSlot';

describe('AdvertSlot', () => {
  it("should label the advert and link its image in a new tab", () => {
    render(<AdvertSlot size="mpu" advert={storyAdvert} />);
    expect(screen.getByText('Advertisement')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Harbour Bank: open a junior saver (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://advertiser.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it.each([
    ['mpu', '300', '250'],
    ['banner', '728', '90'],
    ['large-banner', '1000', '250'],
  ] as const)('should ask the image library for a %s at its box size', (size, width, height) => {
    render(<AdvertSlot size={size} advert={storyAdvert} />);
    const image = screen.getByRole('img', { name: storyAdvert.alt });
    expect(image.getAttribute('width')).toBe(width);
    expect(image.getAttribute('height')).toBe(height);
    expect(image.getAttribute('src')).toBe(`/images/fit-in/${width}x${height}/stories/match.svg`);
  });

  it('should keep its box, empty, while there is no advert', () => {
    const { container } = render(<AdvertSlot size="banner" advert={null} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('empty');
    expect(container.firstElementChild?.getAttribute('data-size')).toBe('banner');
  });

  it('should report a click for analytics', async () => {
    const onClick = vi.fn();
    // happy-dom would otherwise try to fetch the advertiser's page.
    const stayHere = (event: Event) => event.preventDefault();
    document.addEventListener('click', stayHere);
    render(<AdvertSlot size="mpu" advert={storyAdvert} onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('link'));
    document.removeEventListener('click', stayHere);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <AdvertSlot size="mpu" advert={storyAdvert} />
        <AdvertSlot size="banner" advert={null} />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
