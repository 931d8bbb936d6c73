import { Button } from '@club/ui';
import { useId, type ReactNode } from 'react';
import * as styles from './desk/desk.css';
import type { useConfirmStep } from './useConfirmStep';

/**
 * A confirm step's question (it takes the focus: see `useConfirmStep`) and its two answers: yes, described
 * by the question and refused while the work is under way, and keep, which gives the focus back.
 */
export function ConfirmQuestion(props: {
  step: ReturnType<typeof useConfirmStep<HTMLParagraphElement>>;
  question: ReactNode;
  yes: string;
  keep: string;
  working: boolean;
  onYes: () => void;
  /** What keeping clears besides the question (a refusal said before). */
  onKeep: () => void;
}) {
  const questionId = useId();
  return (
    <>
      <p id={questionId} ref={props.step.question} tabIndex={-1} className={styles.question}>
        {props.question}
      </p>
      <div className={styles.actions}>
        <Button variant="primary-dark" onClick={() => !props.working && props.onYes()} aria-disabled={props.working || undefined} aria-describedby={questionId}>
          {props.yes}
        </Button>
        <Button
          variant="ghost-dark"
          onClick={() => {
            props.onKeep();
            props.step.keep();
          }}
        >
          {props.keep}
        </Button>
      </div>
    </>
  );
}
