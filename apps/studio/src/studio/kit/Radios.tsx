import { useId, type ReactNode } from 'react';
import * as styles from '../desk/desk.css';

/** A row of radio buttons under a legend: the desks' one-of-a-few choices. */
export function Radios<T extends string>(props: { legend: string; name: string; value: T; onChange: (value: T) => void; choices: { value: T; label: string }[] }): ReactNode {
  const id = useId();
  return (
    <fieldset className={`${styles.choices} ${styles.wide}`}>
      <legend className={styles.label}>{props.legend}</legend>
      {props.choices.map((choice) => (
        <label key={choice.value} className={styles.choice} htmlFor={`${id}-${choice.value}`}>
          <input
            type="radio"
            id={`${id}-${choice.value}`}
            name={props.name}
            value={choice.value}
            checked={props.value === choice.value}
            onChange={() => props.onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
