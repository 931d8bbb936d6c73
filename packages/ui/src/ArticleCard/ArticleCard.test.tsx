import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider/LinkProvider';
import { axeViolations } from '../private/testing/axe';
import { ArticleCard, articleCardRatios } from './ArticleCard';

function RouterLink({ href, ...anchorProps }: LinkComponentProps) {
  return <a href={href} data-router-link="" {...anchorProps} />;
}

const props = {
  title: 'Blues come from behind to beat Rovers',
  href: '/news/2025/10/04/blues-beat-rovers',
  imageKey: 'news/blues-rovers.jpg',
  category: 'Match Report',
  publishedAt: '2025-10-04T21:30:00Z',
};

describe('ArticleCard', () => {
  it('should be an article whose heading is one link named by the title, through the app link', () => {
    render(
      <LinkProvider component={RouterLink}>
        <ArticleCard {...props} />
      </LinkProvider>,
    );
    const article = screen.getByRole('article');
    const heading = within(article).getByRole('heading', { level: 3, name: props.title });
    const link = within(heading).getByRole('link', { name: props.title });
    expect(link.getAttribute('href')).toBe(props.href);
    expect(link.hasAttribute('data-router-link')).toBe(true);
    expect(within(article).getAllByRole('link')).toHaveLength(1);
  });

  it("should show the category and the date as 'D MMM YYYY' in London time", () => {
    render(<ArticleCard {...props} publishedAt="2025-10-04T23:30:00Z" />);
    expect(screen.getByText('Match Report')).toBeTruthy();
    const time = screen.getByText('5 Oct 2025');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2025-10-04T23:30:00.000Z');
  });

  it('should treat the photo as decoration, since the title names the story', () => {
    render(<ArticleCard {...props} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/images/800x450/news/blues-rovers.jpg');
  });

  it('should leave out the category and an unparseable date', () => {
    render(<ArticleCard {...props} category={undefined} publishedAt="not a date" />);
    expect(screen.queryByText('Match Report')).toBeNull();
    expect(document.querySelector('time')).toBeNull();
  });

  it('should take the heading level of the page it sits on', () => {
    render(<ArticleCard {...props} headingAs="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: props.title })).toBeTruthy();
  });

  it('should have no axe violations at any ratio', async () => {
    const { container } = render(
      <>
        {articleCardRatios.map((ratio) => (
          <ArticleCard key={ratio} {...props} ratio={ratio} title={`${props.title} ${ratio}`} />
        ))}
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
