import { emptyModelRow, type ModelRow } from './providerForm';

/** Names that are embedding models by every common convention (OpenAI, BGE, M3E, GTE, Qwen…). */
const EMBEDDING_NAME = /embed|^bge-|\/bge-|^m3e|^gte-|^e5-|rerank/i;

/** The kind a picked model most likely is; the row's select changes it when the guess is wrong. */
export const guessKind = (id: string): ModelRow['kind'] =>
  EMBEDDING_NAME.test(id) ? 'embedding' : 'chat';

/**
 * The form's model rows with the picked ids added: rows still empty go, ids already listed are
 * not added twice, the rest keep their order.
 */
export function withPickedModels(
  rows: readonly (ModelRow | undefined)[],
  picked: string[],
): ModelRow[] {
  const kept = rows.filter((row): row is ModelRow => !!row && row.id.trim() !== '');
  const listed = new Set(kept.map((row) => row.id.trim()));
  const added = picked
    .filter((id) => !listed.has(id))
    .map((id) => ({ ...emptyModelRow(), id, kind: guessKind(id) }));
  return [...kept, ...added];
}
