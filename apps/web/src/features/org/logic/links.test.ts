import { describe, expect, it } from 'vitest';
import { inviteLink, loginToAccept, teamLink } from './links';

describe('links', () => {
  it('builds the invite and team links on this site', () => {
    expect(inviteLink('abc123DEF456ghi789', 'https://ai.example.cn')).toBe(
      'https://ai.example.cn/invite/abc123DEF456ghi789',
    );
    expect(teamLink('east-sales', 'https://ai.example.cn')).toBe(
      'https://ai.example.cn/setting/t/east-sales',
    );
    expect(inviteLink('x')).toBe(`${window.location.origin}/invite/x`);
  });

  it('sends someone signed out to login and back to the invite', () => {
    expect(loginToAccept('abc')).toBe('/login?redirect=%2Finvite%2Fabc');
  });
});
