/**
 * Scrolls the grid's own scroll box so `cell` sits clear of the sticky namespace
 * column and header. Only that box moves: `scrollIntoView` would also scroll the
 * page, which in the one-column layout pulls the reader away from where they are.
 */
export function scrollCellIntoView(cell: HTMLElement): void {
  const box = findScrollBox(cell);
  if (!box) return;
  const row = cell.parentElement;
  const sticky = row?.firstElementChild?.getBoundingClientRect().width ?? 0;
  const header = cell.closest('table')?.querySelector('thead')?.getBoundingClientRect().height ?? 0;
  const boxRect = box.getBoundingClientRect();
  const cellRect = cell.getBoundingClientRect();
  const left = cellRect.left - boxRect.left - sticky;
  if (left < 0 || cellRect.right > boxRect.right) box.scrollLeft += left - 24;
  const top = cellRect.top - boxRect.top - header;
  if (top < 0 || cellRect.bottom > boxRect.bottom) box.scrollTop += top - (boxRect.height - header) / 3;
}

function findScrollBox(from: HTMLElement): HTMLElement | null {
  for (let el = from.parentElement; el; el = el.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(el);
    if (/(auto|scroll)/.test(overflowX + overflowY)) return el;
  }
  return null;
}
