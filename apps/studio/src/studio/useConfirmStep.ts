import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A question asked in words before something that cannot be undone (removing a page, deleting an advert
 * or a Club TV video). It takes focus when it opens, only because staff pressed the button that asks it;
 * keeping (its button or Escape) gives focus back to that button. Nothing else moves focus.
 */
export function useConfirmStep<Question extends HTMLElement>() {
  const [asking, setAsking] = useState(false);
  const question = useRef<Question>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asking) question.current?.focus();
    else if (asked.current) opener.current?.focus();
    asked.current = asking;
  }, [asking]);

  const keep = () => setAsking(false);
  return {
    asking,
    ask: () => setAsking(true),
    keep,
    question,
    opener,
    /** On the step's box: Escape keeps, as the keep button does (and goes no further). */
    onKeyDown: (event: KeyboardEvent) => {
      if (asking && event.key === 'Escape') {
        event.preventDefault();
        keep();
      }
    },
  };
}
