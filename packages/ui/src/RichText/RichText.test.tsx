import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { RichText } from './RichText';

const article = `
<h2>Match report</h2>
<p>The Blues came from behind to win 2-1. <a href="/matches">See all fixtures</a>.</p>
<h3>Key moments</h3>
<ul><li>12' Rovers score</li><li>58' Equaliser</li><li>89' Winner</li></ul>
<blockquote><p>What a night for the club.</p></blockquote>
<table><thead><tr><th scope="col">Team</th><th scope="col">Pts</th></tr></thead>
<tbody><tr><td>Blues</td><td>24</td></tr></tbody></table>`;

describe('RichText', () => {
  it('should render headings, lists, links, quotes and tables from CMS HTML', async () => {
    // In the sites a route's Suspense boundary holds the block while the sanitiser loads, as here;
    // the awaited act lets React retry the suspended render when it has (a sync render would not).
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <RichText html={article} />
        </Suspense>,
      );
    });
    // The first render loads the sanitiser (on jsdom here, slow to start): a bound against a hang only.
    expect(await screen.findByRole('heading', { level: 2, name: 'Match report' }, { timeout: 60_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Key moments' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'See all fixtures' }).getAttribute('href')).toBe('/matches');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByText('What a night for the club.').closest('blockquote')).toBeTruthy();
  });

  it('should not run or keep anything dangerous', async () => {
    render(<RichText html={'<p>Safe</p><img src="x" alt="" onerror="window.__pwned = true"><script>window.__pwned = true</script>'} />);
    expect(await screen.findByText('Safe')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  // The server has no DOM of its own: the sanitiser must still run there, and give the same markup.
  it('should render on the server to the same sanitised markup', async () => {
    const html = await serverHtml(<RichText html={'<p onclick="x()">Hello <b>fans</b></p><script>1</script>'} />);
    expect(html).toContain('<p>Hello <b>fans</b></p>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<RichText html={article} />);
    await screen.findByRole('table');
    expect(await axeViolations(container)).toEqual([]);
  });

  // Issue 13: an article hydrates without fetching the sanitiser; the server already sanitised it.
  it("should hydrate the server's sanitised markup without loading the sanitiser", async () => {
    const dirty = '<p onclick="x()">Hello <b>fans</b></p>';
    const served = await serverHtml(<RichText html={dirty} />);
    vi.resetModules();
    vi.doMock('./sanitizeHtml', () => ({
      sanitizeHtml: () => {
        throw new Error('the sanitiser should not run while hydrating');
      },
    }));
    try {
      const { RichText: HydratingRichText } = await import('./RichText');
      const container = document.createElement('div');
      container.innerHTML = served;
      document.body.append(container);
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, <HydratingRichText html={dirty} />, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      expect(container.innerHTML).toBe(served);
      container.remove();
    } finally {
      vi.doUnmock('./sanitizeHtml');
    }
  });
});

async function serverHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}
