import { useState } from 'react';
import { failureMessage } from './messages';

/**
 * The busy flag, error and notice of a multi-step account form, and `run`, which does one step's call:
 * ignored while another is under way, clearing the last error and notice, and showing a failure as the
 * form's error.
 */
export function useFormRun() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, notice, setNotice, run };
}
