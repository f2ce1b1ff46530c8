import { useCallback, useState } from 'react';

/** The fields of `Values` that hold text, the ones a text input can edit. */
type TextKeys<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values];

/**
 * The values of a form whose fields are edited one at a time: `setField('title', 'x')` changes one
 * field, `merge({ ticker, expiry })` several at once, `reset(next)` replaces them all (after a save,
 * or when an edit starts from stored figures), and `field('title')` gives a text input its `value`
 * and `onChange` (`<TextField label="Title" {...field('title')} />`). `setField` and `merge` are stable.
 *
 * A form that stays open after a save clears with `resetIfUnchanged(submitted, next)`: the save's
 * answer can come after the person already started typing the next entry, which must not be wiped.
 */
export function useFormValues<Values extends object>(initial: Values | (() => Values)) {
  const [values, reset] = useState<Values>(initial);
  const setField = useCallback(
    <Key extends keyof Values>(key: Key, value: Values[Key]) => reset((current) => ({ ...current, [key]: value })),
    [],
  );
  const merge = useCallback((change: Partial<Values>) => reset((current) => ({ ...current, ...change })), []);
  // Every edit makes a new values object, so "unchanged" is "the very object that was submitted".
  const resetIfUnchanged = useCallback(
    (submitted: Values, next: Values) => reset((current) => (current === submitted ? next : current)),
    [],
  );
  const field = <Key extends TextKeys<Values>>(key: Key) => ({
    value: values[key] as string,
    // The key holds text, so the input's text is a value of it.
    onChange: (event: { target: { value: string } }) => setField(key, event.target.value as Values[Key]),
  });
  return { values, setField, merge, reset, resetIfUnchanged, field };
}
