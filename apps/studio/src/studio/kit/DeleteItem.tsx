import { Button } from '@club/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmQuestion } from '../ConfirmQuestion';
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
  const step = useConfirmStep<HTMLParagraphElement>();

  const remove = useMutation({
    mutationFn: props.onDelete,
    onSuccess: props.afterDelete,
    onError: (error) => setRefusal(refusalOf(error, `The ${props.what} could not be deleted. Check your connection and try again.`)),
  });

  return (
    <section className={styles.panel} aria-label={`Delete the ${props.what}`} onKeyDown={step.onKeyDown}>
      {step.asking ? (
        <ConfirmQuestion
          step={step}
          question={props.question}
          yes={`Yes, delete the ${props.what}`}
          keep="Keep it"
          working={remove.isPending}
          onYes={() => remove.mutate()}
          onKeep={() => setRefusal(null)}
        />
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
