import { Heading, TextLink } from '@club/ui';
import type { ReactNode } from 'react';
import * as styles from './ArticleEditor.css';

/**
 * An editor's page (an article, a content page): the way back to its list, its heading and what stands
 * beside it (a state), what the save says, then the editor itself.
 */
export function EditorFrame(props: { back: { href: string; label: string }; heading: string; beside?: ReactNode; status?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <TextLink href={props.back.href}>{props.back.label}</TextLink>
          <Heading level={2} as="h1">
            {props.heading}
          </Heading>
          {props.beside}
        </div>
        {props.status}
      </div>
      {props.children}
    </div>
  );
}
