const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to the first control after `container` in document order, as Tab
 * would if the editor did not keep Tab for indenting: Escape is the way out.
 */
export function focusAfter(container: HTMLElement): void {
  const candidates = Array.from(document.querySelectorAll<HTMLElement>(TABBABLE));
  const next = candidates.find(
    (el) =>
      !container.contains(el) &&
      container.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
      el.getClientRects().length > 0,
  );
  if (next) next.focus();
  else (document.activeElement as HTMLElement | null)?.blur();
}
