import { Button } from '@club/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormAlert } from '../FormAlert';
import { useConfirmStep } from '../useConfirmStep';
import * as styles from '../desk/desk.css';
import { refusalOf } from '../refusal';

/**
 * Deleting an advert or a sponsor: asked once more in words, then gone from the sites at once (the house
 * pattern of RemovePage). The question takes focus only because staff pressed Delete; Keep it (or Escape)
 * puts focus back. A refusal (someone saved it since, a sponsor still in the header) is said in the
 * platform's words.
 */
export function DeleteItem(props: { what: string; question: string; onDelete: () => Promise<unknown>; afterDelete: () => Promise<void> }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const questionId = useId();
  const step = useConfirmStep<HTMLParagraphElement>();

  const remove = useMutation({
    mutationFn: props.onDelete,
    onSuccess: props.afterDelete,
    onError: (error) => setRefusal(refusalOf(error, `The ${props.what} could not be deleted. Check your connection and try again.`)),
  });

  return (
    <section className={styles.panel} aria-label={`Delete the ${props.what}`} onKeyDown={step.onKeyDown}>
      {step.asking ? (
        <>
          <p id={questionId} ref={step.question} tabIndex={-1} className={styles.question}>
            {props.question}
          </p>
          <div className={styles.actions}>
            <Button variant="primary-dark" onClick={() => !remove.isPending && remove.mutate()} aria-disabled={remove.isPending || undefined} aria-describedby={questionId}>
              {`Yes, delete the ${props.what}`}
            </Button>
            <Button
              variant="ghost-dark"
              onClick={() => {
                setRefusal(null);
                step.keep();
              }}
            >
              Keep it
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <Button ref={step.opener} variant="ghost-dark" onClick={step.ask}>
            {`Delete ${props.what}`}
          </Button>
        </div>
      )}
      <FormAlert message={refusal} />
    </section>
  );
}
