import { describe, expect, it } from 'vitest';
import { emptyModelRow } from './providerForm';
import { guessKind, withPickedModels } from './modelPicks';

describe('picking models from a service’s list', () => {
  it('replaces the empty row and adds each id once', () => {
    const rows = [emptyModelRow()];
    const picked = withPickedModels(rows, ['qwen2.5:7b', 'bge-m3']);
    expect(picked.map((row) => [row.id, row.kind])).toEqual([
      ['qwen2.5:7b', 'chat'],
      ['bge-m3', 'embedding'],
    ]);
    const again = withPickedModels(picked, ['bge-m3', 'llama3.1:8b']);
    expect(again.map((row) => row.id)).toEqual(['qwen2.5:7b', 'bge-m3', 'llama3.1:8b']);
  });

  it('keeps what the user set on rows already there', () => {
    const vision = { ...emptyModelRow(), id: 'gpt-4o', vision: true, contextSize: 128000 };
    expect(withPickedModels([vision], ['gpt-4o'])).toEqual([vision]);
  });

  it('guesses embedding models by their usual names', () => {
    for (const id of [
      'text-embedding-3-small',
      'BAAI/bge-large-zh',
      'm3e-base',
      'nomic-embed-text',
    ])
      expect(guessKind(id), id).toBe('embedding');
    for (const id of ['deepseek-chat', 'gpt-4o-mini', 'glm-4-plus'])
      expect(guessKind(id), id).toBe('chat');
  });
});
