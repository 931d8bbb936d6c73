import type { StudioArticle } from '@club/api-client';
import { Heading, Image, Modal, RichText, Stack, Text } from '@club/ui';
import * as styles from './ArticleEditor.css';

/**
 * The article as the club site will show it: the saved, sanitised body in the design system's article
 * type, under the headline, standfirst and lead image.
 */
export function PreviewDialog({ open, onClose, article }: { open: boolean; onClose: () => void; article: StudioArticle }) {
  return (
    <Modal open={open} onClose={onClose} title="Preview" size="large">
      <article className={styles.preview}>
        <Stack space="large">
          <Stack space="medium">
            <Heading level={1} as="h3">
              {article.title}
            </Heading>
            <Text size="large" tone="muted">
              {article.standfirst}
            </Text>
            <Text size="small" tone="muted">
              By {article.author}
            </Text>
          </Stack>
          {article.imageKey && <Image imageKey={article.imageKey} alt="" ratio="16:9" sizes="(min-width: 760px) 720px, 100vw" />}
          <RichText html={article.body} />
        </Stack>
      </article>
    </Modal>
  );
}
