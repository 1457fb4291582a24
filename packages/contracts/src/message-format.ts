/** Fills the `{name}` places of a message; a place with no value stays as written. */
export function fillMessage(
  template: string,
  params: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
