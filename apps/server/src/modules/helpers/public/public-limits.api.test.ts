import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';

describe.each(DATABASE_KINDS)('the public square on %s', (kind) => {
  const t = useTestApp(kind, { PUBLIC_RATE_PER_MINUTE: '3' });

  it('limits each address, signed in or not', async () => {
    const ask = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/v1/public/helpers', remoteAddress });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await ask('203.0.113.7')).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    // Another address has its own allowance.
    expect((await ask('203.0.113.8')).statusCode).toBe(200);
  });
});
