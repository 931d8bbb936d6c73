import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { Carousel } from './Carousel';

const titles = ['Tickets', 'Store', 'Club TV', 'Women', 'Academy'];

// Each child is a slide, so the slides are passed as an array, never wrapped in one fragment.
const slides = titles.map((title) => (
  <a key={title} href={`/${title.toLowerCase().replace(' ', '-')}`}>
    {title}
  </a>
));

function renderCarousel() {
  return render(
    <Carousel label="Featured" type="full-4">
      {slides}
    </Carousel>,
  );
}

describe('Carousel', () => {
  it('should be a region described as a carousel and named by its label', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region.getAttribute('data-type')).toBe('full-4');
  });

  it('should wrap each child in a slide group named "N of M"', () => {
    renderCarousel();
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(within(screen.getByRole('group', { name: '3 of 5' })).getByRole('link', { name: 'Club TV' })).toBeTruthy();
  });

  it('should offer previous and next buttons, previous disabled at the start', () => {
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('should take translated arrow labels', () => {
    render(
      <Carousel label="Packages" previousLabel="Previous packages" nextLabel="More packages">
        {slides}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Previous packages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More packages' })).toBeTruthy();
  });

  it('should let Tab move through the slides\' links in order', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tickets' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Store' }));
  });

  it('should keep focus and not throw when the arrow keys are pressed inside', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tickets' }));
  });

  it('should render on the server with its slides, arrows and no position yet', () => {
    const html = renderToString(
      <Carousel label="Featured" type="full-3" appearance="dark">
        {slides}
      </Carousel>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="5 of 5"');
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('data-appearance="dark"');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <Carousel label="Featured">
          {slides}
        </Carousel>
        <Carousel label="Packages" type="full-3" appearance="dark">
          {slides}
        </Carousel>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  describe('given a row wider than its viewport', () => {
    // The browser's report of a row coming near the screen, sent when the test scrolls there.
    let nearScreen: (() => void)[] = [];
    beforeEach(() => {
      nearScreen = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(private readonly callback: IntersectionObserverCallback) {}
          observe(target: Element) {
            nearScreen.push(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never));
          }
          disconnect() {}
        },
      );
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });
    const scrollNear = () => act(() => nearScreen.forEach((report) => report()));

    // happy-dom lays nothing out: the geometry a browser would measure (a 500px viewport showing two
    // 200px slides and a peek, five slides in all), and a scroller that moves at once.
    function layOut(region: HTMLElement) {
      const viewport = region.firstElementChild as HTMLElement;
      let left = 0;
      const reads = { layout: 0 };
      Object.defineProperty(viewport, 'clientWidth', { get: () => (reads.layout++, 500) });
      Object.defineProperty(viewport, 'scrollWidth', { value: 1000 });
      Object.defineProperty(viewport, 'scrollLeft', { get: () => left });
      viewport.scrollTo = ((options: ScrollToOptions) => {
        left = Math.max(0, Math.min(500, options.left ?? 0));
        fireEvent.scroll(viewport);
      }) as typeof viewport.scrollTo;
      for (const slide of viewport.querySelectorAll<HTMLElement>('[role="group"]')) {
        Object.defineProperty(slide, 'offsetWidth', { value: 200 });
      }
      return reads;
    }

    it('should read no layout until the row comes near the screen, then show where it is', async () => {
      renderCarousel();
      const reads = layOut(screen.getByRole('region', { name: 'Featured' }));
      fireEvent.scroll(screen.getByRole('region', { name: 'Featured' }).firstElementChild as HTMLElement);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(reads.layout).toBe(0);
      expect(screen.queryByText('1 of 3')).toBeNull();
      scrollNear();
      expect(await screen.findByText('1 of 3')).toBeTruthy();
      expect(reads.layout).toBeGreaterThan(0);
    });

    it('should page by the slides fully in view, with the position and arrows following', async () => {
      const user = userEvent.setup();
      renderCarousel();
      layOut(screen.getByRole('region', { name: 'Featured' }));
      scrollNear();
      expect(await screen.findByText('1 of 3')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('2 of 3')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('false');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('3 of 3')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      expect(await screen.findByText('2 of 3')).toBeTruthy();
    });
  });
});
