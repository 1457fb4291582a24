import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config';

const DOC = fileURLToPath(new URL('../../../docs/configuration.md', import.meta.url));

/** A documented setting: a table row whose first cell is one variable name in backticks. */
const ROW = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|\s*([^|]*?)\s*\|/;

/** The settings docs/configuration.md documents, in its order, with their default column. */
function documentedSettings(markdown: string): { name: string; default: string }[] {
  return markdown
    .split('\n')
    .map((line) => ROW.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, name, cell]) => ({ name: name!, default: cell! }));
}

describe('docs/configuration.md', () => {
  const documented = documentedSettings(readFileSync(DOC, 'utf8'));
  const keys = Object.keys(configSchema.shape);

  it('documents exactly the settings of the config schema, each once', () => {
    const names = documented.map((setting) => setting.name);
    expect({
      missing: keys.filter((key) => !names.includes(key)),
      extra: names.filter((name) => !keys.includes(name)),
      twice: names.filter((name, i) => names.indexOf(name) !== i),
    }).toEqual({ missing: [], extra: [], twice: [] });
  });

  it("gives each setting's fixed default as the schema has it", () => {
    const wrong = documented.flatMap(({ name, default: cell }) => {
      const field = configSchema.shape[name as keyof typeof configSchema.shape];
      if (!field) return [];
      // What the schema makes of an unset variable: its default, or undefined.
      const parsed = field.safeParse(undefined);
      const value = parsed.success ? parsed.data : undefined;
      if (value === undefined || value === '') return [];
      return cell.includes(`\`${String(value)}\``) ? [] : [`${name}: ${cell} (schema: ${value})`];
    });
    expect(wrong).toEqual([]);
  });
});
