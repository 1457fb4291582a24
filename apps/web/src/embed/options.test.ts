import { describe, expect, it } from 'vitest';
import { chatUrl, readScriptOptions, widgetOptions } from './options';
import { isEmbedMessage, textColorOn } from './protocol';

const KEY = 'cs0123456789abcdefghijKL';

function scriptTag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

describe('the script tag', () => {
  it("takes the studio's origin from its own src and the key from data-key", () => {
    const options = readScriptOptions(
      scriptTag({ src: 'https://studio.example.com/embed.js?v=2', 'data-key': KEY }),
      '',
    );
    expect(options).toEqual({
      studioOrigin: 'https://studio.example.com',
      key: KEY,
      position: null,
      color: null,
      lang: null,
    });
  });

  it('refuses a missing or malformed key', () => {
    expect(
      readScriptOptions(scriptTag({ src: 'https://studio.example.com/embed.js' }), ''),
    ).toBeNull();
    expect(
      readScriptOptions(
        scriptTag({ src: 'https://studio.example.com/embed.js', 'data-key': 'cs1' }),
        '',
      ),
    ).toBeNull();
  });

  it('keeps valid data-position, data-color and data-lang, else the page language', () => {
    const src = 'https://studio.example.com/embed.js';
    const given = readScriptOptions(
      scriptTag({
        src,
        'data-key': KEY,
        'data-position': 'left',
        'data-color': '#112233',
        'data-lang': 'en',
      }),
      'zh-CN',
    );
    expect(given).toMatchObject({ position: 'left', color: '#112233', lang: 'en-US' });
    const bad = readScriptOptions(
      scriptTag({
        src,
        'data-key': KEY,
        'data-position': 'top',
        'data-color': 'red;x:y',
        'data-lang': 'fr',
      }),
      'en-GB',
    );
    expect(bad).toMatchObject({ position: null, color: null, lang: 'en-US' });
  });
});

describe('widgetOptions', () => {
  const script = {
    studioOrigin: 'https://s.example',
    key: KEY,
    position: null,
    color: null,
    lang: null,
  };

  it("uses the bot's look, with the site's choices over it and defaults under it", () => {
    const look = {
      primaryColor: '#00B42A',
      launcherIcon: 'headset' as const,
      position: 'left' as const,
      title: '售后',
    };
    expect(widgetOptions(script, look)).toMatchObject({
      color: '#00B42A',
      icon: 'headset',
      position: 'left',
      title: '售后',
    });
    expect(widgetOptions({ ...script, color: '#111111', position: 'right' }, look)).toMatchObject({
      color: '#111111',
      position: 'right',
    });
    expect(widgetOptions(script, null)).toMatchObject({
      color: '#165DFF',
      icon: 'chat',
      position: 'right',
      title: '',
    });
    expect(
      widgetOptions(script, { primaryColor: 'url(x)', launcherIcon: 'x' as never }),
    ).toMatchObject({
      color: '#165DFF',
      icon: 'chat',
    });
  });

  it("opens the chat in embed mode, telling it the host's origin", () => {
    const url = new URL(
      chatUrl(widgetOptions({ ...script, lang: 'en-US' }, null), 'https://shop.example'),
    );
    expect(url.origin + url.pathname).toBe('https://s.example/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: KEY,
      embed: '1',
      parentOrigin: 'https://shop.example',
      lang: 'en-US',
    });
  });
});

describe('protocol', () => {
  it("accepts the loader's messages only", () => {
    expect(isEmbedMessage({ source: 'miaoyu-bot', type: 'close' })).toBe(true);
    expect(isEmbedMessage({ source: 'miaoyu-bot', type: 'unread', count: 2 })).toBe(true);
    expect(isEmbedMessage({ source: 'miaoyu-bot', type: 'unread', count: '2' })).toBe(false);
    expect(isEmbedMessage({ source: 'miaoyu-bot', type: 'navigate', url: 'x' })).toBe(false);
    expect(isEmbedMessage({ source: 'other', type: 'close' })).toBe(false);
    expect(isEmbedMessage(null)).toBe(false);
  });

  it('picks readable text on the bot colour', () => {
    expect(textColorOn('#165DFF')).toBe('#ffffff');
    expect(textColorOn('#FFE600')).toBe('#000000');
  });
});
