import { SYNONYM_SEPARATOR } from '@miaoyu/contracts/knowledge';

/** The list as the editor shows it: one group per line, its words separated by spaces. */
export function formatSynonymLines(groups: string[][]): string {
  return groups.map((words) => words.join(' ')).join('\n');
}

export interface SynonymLines {
  groups: string[][];
  /** The line (from 1) each group was written on: blank lines hold no group. */
  lines: number[];
}

/** What a team typed: each non-blank line a group, words split at spaces, commas, 、 or ；. */
export function parseSynonymLines(text: string): SynonymLines {
  const groups: string[][] = [];
  const lines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const words = line.split(SYNONYM_SEPARATOR).filter(Boolean);
    if (words.length === 0) return;
    groups.push(words);
    lines.push(index + 1);
  });
  return { groups, lines };
}

/** A complaint about the list: where (`groups`, group index, word index) and what. */
export interface SynonymIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Each complaint once, with the line it is about when it is about one group (null: the list). */
export function issuesByLine(
  issues: SynonymIssue[],
  lines: number[],
): { line: number | null; message: string }[] {
  const seen = new Set<string>();
  const out: { line: number | null; message: string }[] = [];
  for (const issue of issues) {
    const at = issue.path[0] === 'body' ? issue.path.slice(1) : issue.path;
    const group = at.length > 1 ? Number(String(at[1])) : NaN;
    const line = Number.isInteger(group) ? (lines[group] ?? null) : null;
    const key = `${line}:${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ line, message: issue.message });
  }
  return out;
}
