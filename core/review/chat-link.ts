/**
 * The longest link a review offers for pasting into chat. 2,000 characters:
 * Discord refuses a message longer than that, and links past Internet
 * Explorer's 2,083 characters are the ones tools are known to cut or refuse
 * (RFC 9110 §4.1 asks only that URIs of 8,000 octets be supported). A longer
 * link still opens in a browser, so it is kept, but the review says to attach
 * the scenario file instead.
 */
export const CHAT_LINK_MAX_CHARS = 2000;

export function linkFitsChat(link: string): boolean {
  return link.length <= CHAT_LINK_MAX_CHARS;
}

/** "The scenario link is 24,726 characters, …: attach the scenario file instead." */
export function linkTooLongLine(label: string, link: string): string {
  return `The ${label} link is ${groupThousands(link.length)} characters, more than chat tools take (${groupThousands(CHAT_LINK_MAX_CHARS)}): attach the ${label} file instead.`;
}

/** 24726 → "24,726", the same on every machine (no locale). */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
