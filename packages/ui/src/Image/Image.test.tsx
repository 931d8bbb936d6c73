import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Image } from './Image';
import { imageRatios } from './imageUrl';

describe('Image', () => {
  it('should draw the club placeholder without a request when there is no image', async () => {
    const { container } = render(
      <>
        <Image imageKey="" alt="" ratio="16:9" />
        <Image imageKey="" alt="Derby day" ratio="1:1" />
      </>,
    );
    expect(container.querySelector('img')).toBeNull();
    const [decorative, named] = [...container.querySelectorAll('[data-placeholder]')];
    expect(decorative?.getAttribute('aria-hidden')).toBe('true');
    expect(decorative?.getAttribute('data-ratio')).toBe('16:9');
    expect(named).toBe(screen.getByRole('img', { name: 'Derby day' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('should be an image named by its alt text', () => {
    render(<Image imageKey="news/kick-off.jpg" alt="The captain lifts the trophy" ratio="16:9" />);
    expect(screen.getByRole('img', { name: 'The captain lifts the trophy' })).toBeTruthy();
  });

  it('should build src and srcset from the image library paths', () => {
    render(<Image imageKey="news/kick-off.jpg" alt="Kick-off" ratio="16:9" sizes="(min-width: 1024px) 33vw, 100vw" />);
    const image = screen.getByRole('img', { name: 'Kick-off' });
    expect(image.getAttribute('src')).toBe('/images/800x450/news/kick-off.jpg');
    expect(image.getAttribute('srcset')).toContain('/images/1600x900/news/kick-off.jpg 1600w');
    expect(image.getAttribute('sizes')).toBe('(min-width: 1024px) 33vw, 100vw');
  });

  it('should use fit-in paths when fitted inside its box', () => {
    render(<Image imageKey="sponsors/bank.png" alt="Principal partner" ratio="1:1" fit="contain" />);
    expect(screen.getByRole('img', { name: 'Principal partner' }).getAttribute('src')).toBe(
      '/images/fit-in/800x800/sponsors/bank.png',
    );
  });

  it('should load lazily by default', () => {
    render(<Image imageKey="a.jpg" alt="A" ratio="1:1" />);
    const image = screen.getByRole('img', { name: 'A' });
    expect(image.getAttribute('loading')).toBe('lazy');
    // The browser's default priority, without the attribute.
    expect(image.hasAttribute('fetchpriority')).toBe(false);
  });

  it('should offer only the widths its slot can use, and fall back to the widest of them', () => {
    render(<Image imageKey="crests/town.png" alt="" ratio="1:1" fit="contain" sizes="56px" />);
    const image = document.querySelector('img');
    expect(image?.getAttribute('srcset')).toBe(
      '/images/fit-in/160x160/crests/town.png 160w, /images/fit-in/320x320/crests/town.png 320w',
    );
    expect(image?.getAttribute('src')).toBe('/images/fit-in/320x320/crests/town.png');
  });

  it('should load at once and early when priority', () => {
    render(<Image imageKey="hero.jpg" alt="Hero" ratio="16:9" priority />);
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('should carry intrinsic width and height in its ratio, so the browser reserves the space', () => {
    render(<Image imageKey="p.jpg" alt="Player" ratio="2:3" />);
    const image = screen.getByRole('img', { name: 'Player' });
    expect(Number(image.getAttribute('width')) / Number(image.getAttribute('height'))).toBeCloseTo(2 / 3);
    expect(image.parentElement?.getAttribute('data-ratio')).toBe('2:3');
  });

  describe("given alt=''", () => {
    it('should be decorative: out of the accessibility tree', () => {
      render(<Image imageKey="texture.jpg" alt="" ratio="16:9" />);
      expect(screen.queryByRole('img')).toBeNull();
      expect(document.querySelector('img')?.getAttribute('alt')).toBe('');
    });
  });

  it('should have no axe violations at any ratio', async () => {
    const { container } = render(
      <>
        {imageRatios.map((ratio) => (
          <Image key={ratio} imageKey="a.jpg" alt={`A ${ratio} photo`} ratio={ratio} />
        ))}
        <Image imageKey="texture.jpg" alt="" ratio="16:9" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
