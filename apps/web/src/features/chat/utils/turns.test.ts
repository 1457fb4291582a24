import { describe, expect, it } from 'vitest';
import type { ChatCompletion } from '@miaoyu/contracts/chat';
import { answerOf, turnOf } from './turns';

const message = (id: string, role: ChatCompletion['role'], turnId: string): ChatCompletion => ({
  id,
  ts: 0,
  content: id,
  role,
  turnId,
  state: 'done',
  error: '',
  model: '',
  usage: null,
  attachments: [],
  citations: [],
});

const conversation = [
  message('1', 'user', '1'),
  message('2', 'assistant', '1'),
  message('3', 'user', '3'),
  message('4', 'assistant', '3'),
];

describe('turn deletion (spec §4)', () => {
  it('removes the question and its answer, through the server by the answer id', () => {
    expect(turnOf(conversation, '4')).toEqual({ ids: ['3', '4'], serverId: '4' });
    expect(turnOf(conversation, '1')).toEqual({ ids: ['1', '2'], serverId: '2' });
  });

  it('deletes locally when nothing of the turn is stored', () => {
    const local = [
      message('local-user-1', 'user', 'local-user-1'),
      message('local-assistant-2', 'assistant', 'local-user-1'),
    ];
    expect(turnOf([...conversation, ...local], 'local-assistant-2')).toEqual({
      ids: ['local-user-1', 'local-assistant-2'],
      serverId: null,
    });
  });

  it('uses the stored question when the answer never got an id', () => {
    const half = [message('5', 'user', '5'), message('local-assistant-3', 'assistant', '5')];
    expect(turnOf(half, 'local-assistant-3')).toEqual({
      ids: ['5', 'local-assistant-3'],
      serverId: '5',
    });
  });

  it('finds nothing for an unknown id, and the answer of a question', () => {
    expect(turnOf(conversation, '99')).toEqual({ ids: [], serverId: null });
    expect(answerOf(conversation, conversation[2]!)?.id).toBe('4');
  });
});
