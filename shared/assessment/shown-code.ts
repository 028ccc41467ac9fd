/**
 * A Holland code as people read it: a preview's two letters carry the dot of the locked third
 * ("IS·"), a paid test's code shows whole ("ISA").
 */
export function shownCode(code: string): string {
  return code.length === 2 ? `${code}·` : code;
}
