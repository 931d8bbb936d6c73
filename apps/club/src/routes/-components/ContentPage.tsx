import { PageAdvert } from '@club/adverts';
import type { ContentPage as Page } from '@club/api-client';
import { Container, Heading, RichText, Stack, Text, TextLink } from '@club/ui';
import { pageToNavLink } from '../../site/pageToNavLink';
import { Breadcrumbs } from '../../site/Breadcrumbs';
import * as styles from './ContentPage.css';

/** A page of the navigation tree: a Hub lists its child pages, a Default page shows its body. */
export function ContentPage({ page }: { page: Page }) {
  return (
    <Container width="narrow" as="article">
      <div className={styles.article}>
        <Stack space="large">
          <PageBreadcrumbs page={page} />
          <Heading level={1}>{page.postTitle}</Heading>
          {page.pageTemplate === 'Hub' ? (
            <HubChildren page={page} />
          ) : (
            // The body is the platform's own rich text, written by club staff in its editor.
            <RichText html={page.body} />
          )}
          {/* SPEC 9: default and hub pages place their advert 'last'. */}
          <PageAdvert slotID="page" />
        </Stack>
      </div>
    </Container>
  );
}

function PageBreadcrumbs({ page }: { page: Page }) {
  return (
    <Breadcrumbs
      links={[
        { label: 'Home', href: '/' },
        ...page.ancestors.map((ancestor) => ({ label: ancestor.postTitle, href: `/${ancestor.fullPath}` })),
      ]}
      current={page.postTitle}
    />
  );
}

function HubChildren({ page }: { page: Page }) {
  return (
    <>
      {/* A Default page's summary is its body's opening, so only a Hub shows it. */}
      {page.summary && (
        <Text size="large" tone="muted">
          {page.summary}
        </Text>
      )}
      <ul className={styles.children} aria-label={`Pages in ${page.postTitle}`}>
        {page.children.map((child) => {
          const link = pageToNavLink(child);
          return (
            <li key={child.postID} className={styles.child}>
              <TextLink href={link.href} newTab={link.newTab}>
                {link.label}
              </TextLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
