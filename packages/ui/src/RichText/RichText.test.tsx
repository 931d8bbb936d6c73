import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
  it('should render headings, lists, links, quotes and tables from CMS HTML', () => {
    render(<RichText html={article} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Match report' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Key moments' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'See all fixtures' }).getAttribute('href')).toBe('/matches');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByText('What a night for the club.').closest('blockquote')).toBeTruthy();
  });

  it('should not run or keep anything dangerous', () => {
    render(<RichText html={'<p>Safe</p><img src="x" alt="" onerror="window.__pwned = true"><script>window.__pwned = true</script>'} />);
    expect(screen.getByText('Safe')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  // The server has no DOM of its own: the sanitiser must still run there, and give the same markup.
  it('should render on the server to the same sanitised markup', () => {
    const html = renderToString(<RichText html={'<p onclick="x()">Hello <b>fans</b></p><script>1</script>'} />);
    expect(html).toContain('<p>Hello <b>fans</b></p>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<RichText html={article} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
