import { useCallback, useState } from 'react';

/**
 * The values of a form whose fields are edited one at a time: `setField('title', 'x')` changes one
 * field, `merge({ ticker, expiry })` several at once, `reset(next)` replaces them all (after a save,
 * or when an edit starts from stored figures). Setters are stable, so they can be handed to fields.
 */
export function useFormValues<Values extends object>(initial: Values | (() => Values)) {
  const [values, reset] = useState<Values>(initial);
  const setField = useCallback(
    <Key extends keyof Values>(key: Key, value: Values[Key]) => reset((current) => ({ ...current, [key]: value })),
    [],
  );
  const merge = useCallback((change: Partial<Values>) => reset((current) => ({ ...current, ...change })), []);
  return { values, setField, merge, reset };
}
