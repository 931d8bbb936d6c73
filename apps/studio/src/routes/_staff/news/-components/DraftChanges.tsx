import { Button, Text } from '@club/ui';
import { useId, useState } from 'react';
import * as desk from '../../../../studio/desk/desk.css';
import { useConfirmStep } from '../../../../studio/useConfirmStep';
import * as styles from './ArticleEditor.css';

export type DraftChangesProps = {
  /** Publishing needs nothing more and no conflict stands in the way. */
  ready: boolean;
  /** Why Publish changes cannot go yet (what publishing needs), its element's id. */
  describedBy?: string | undefined;
  /** A conflict: nothing is published or discarded over someone else's save. */
  blocked: boolean;
  /** Saves what is unsaved, then makes the draft live; true when it worked. */
  onPublishChanges: () => Promise<boolean>;
  /** Drops the draft (the editor then shows the published version); true when it worked. */
  onDiscard: () => Promise<boolean>;
};

/**
 * A live story's draft changes (issue 28): fans keep reading the published version until Publish
 * changes; Discard draft, asked once more, goes back to it (the history keeps the draft).
 */
export function DraftChanges({ ready, describedBy, blocked, onPublishChanges, onDiscard }: DraftChangesProps) {
  const id = useId();
  const step = useConfirmStep<HTMLParagraphElement>();
  const [working, setWorking] = useState(false);

  const act = async (work: () => Promise<boolean>) => {
    setWorking(true);
    try {
      return await work();
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-note`} onKeyDown={step.asking ? step.onKeyDown : undefined}>
      <Text size="small" id={`${id}-note`}>
        Draft changes: the club site shows the published version until you publish them.
      </Text>
      {step.asking && (
        <p id={`${id}-question`} ref={step.question} tabIndex={-1} className={desk.question}>
          Discard the draft changes? The club site keeps the published version, and the draft stays in the history.
        </p>
      )}
      <div className={desk.actions}>
        <Button
          onClick={() => void (ready && !working && act(onPublishChanges))}
          aria-disabled={!ready || working || undefined}
          aria-describedby={describedBy}
        >
          Publish changes
        </Button>
        {step.asking ? (
          <>
            <Button
              variant="primary-dark"
              onClick={() => void (!working && act(onDiscard).then((done) => done && step.keep()))}
              aria-disabled={working || undefined}
              aria-describedby={`${id}-question`}
            >
              Yes, discard the draft
            </Button>
            <Button variant="ghost-dark" onClick={step.keep}>
              Keep the draft
            </Button>
          </>
        ) : (
          <Button ref={step.opener} variant="ghost-dark" onClick={() => !blocked && step.ask()} aria-disabled={blocked || undefined}>
            Discard draft
          </Button>
        )}
      </div>
    </div>
  );
}
