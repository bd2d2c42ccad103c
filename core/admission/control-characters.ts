/**
 * "Control character" in MCP-ADMISSION.md means Unicode general category Cc:
 * U+0000–U+001F and U+007F–U+009F (DEL and NEL included; U+2028, U+200B and
 * U+FEFF are not).
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Cc other than the three whitespace controls texts may carry (§2.4, §2.5). */
const CONTROL_EXCEPT_TAB_NEWLINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasControlCharacter(s: string): boolean {
  return CONTROL.test(s);
}

export function hasControlOtherThanTabNewline(s: string): boolean {
  return CONTROL_EXCEPT_TAB_NEWLINE.test(s);
}
