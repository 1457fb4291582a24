import { describe, expect, it } from 'vitest';
import { botKeyFixture } from '../testing/fakeBotServer';
import { embedCode } from './embedCode';
import { keyChanges, keyErrors, keyState, keyValuesOf, newKeyValues } from './keyForm';

describe('key form', () => {
  it('starts a key with the contract’s default limits, never expiring, link only', () => {
    expect(newKeyValues()).toEqual({
      name: '',
      allowedOrigins: [],
      expiresAt: null,
      perVisitorPerMinute: 10,
      perVisitorPerDay: 200,
    });
  });

  it('names the origin that is wrong', () => {
    const errors = keyErrors({
      ...newKeyValues(),
      name: '官网',
      allowedOrigins: ['https://ok.example.com', 'ok.example.com/path'],
    });
    expect(Object.keys(errors)).toEqual(['allowedOrigins[1]']);
  });

  it('sends only what changed, as the server keeps it', () => {
    const saved = botKeyFixture();
    expect(keyChanges(saved, keyValuesOf(saved))).toEqual({});
    const edited = {
      ...keyValuesOf(saved),
      allowedOrigins: ['https://shop.example.com', 'HTTPS://New.Example.com/'],
      perVisitorPerDay: 50,
    };
    expect(keyChanges(saved, edited)).toEqual({
      allowedOrigins: ['https://shop.example.com', 'https://new.example.com'],
      perVisitorPerDay: 50,
    });
  });

  it('tells a revoked key from an expired one', () => {
    const now = Date.parse('2026-02-01T00:00:00Z');
    expect(keyState(botKeyFixture(), now)).toBe('active');
    expect(keyState(botKeyFixture({ expiresAt: '2026-01-31T00:00:00Z' }), now)).toBe('expired');
    expect(
      keyState(botKeyFixture({ expiresAt: '2026-01-31T00:00:00Z', revokedAt: '2026-01-01' }), now),
    ).toBe('revoked');
  });
});

describe('embed code', () => {
  it('points every snippet at the studio’s origin and the key', () => {
    const code = embedCode('https://studio.example.com', 'csAbCdEfGhIjKlMnOpQrStUv');
    expect(code.directLink).toBe('https://studio.example.com/chat1?key=csAbCdEfGhIjKlMnOpQrStUv');
    expect(code.shortLink).toBe('https://studio.example.com/setting/r/csAbCdEfGhIjKlMnOpQrStUv');
    expect(code.iframe).toBe(
      '<iframe src="https://studio.example.com/chat?key=csAbCdEfGhIjKlMnOpQrStUv" style="width:400px;height:640px;border:0" allow="clipboard-write"></iframe>',
    );
    expect(code.preview).toBe(
      'https://studio.example.com/chat?key=csAbCdEfGhIjKlMnOpQrStUv&embed=1&preview=1',
    );
  });
});
