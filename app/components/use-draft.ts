import { useState } from 'react';

/**
 * A text field over a value that round-trips through the Worker: while the field
 * has focus it shows what is typed (the parsed value arrives a moment later and
 * may normalise it); once focus leaves it shows the value again.
 */
export function useDraft(value: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  return {
    value: draft ?? value,
    onFocus: () => setDraft(value),
    onBlur: () => setDraft(null),
    onChange: (event: { target: { value: string } }) => {
      setDraft(event.target.value);
      commit(event.target.value);
    },
  };
}
