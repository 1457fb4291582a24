import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerFeatures, type Feature } from './feature';
import type { TitleKey } from './i18n';
import {
  helperEditorSections,
  messageActions,
  registerSlots,
  setSlotsAside,
  type HelperEditorSection,
  type MessageAction,
} from './slots';

const label = 'nav:toy.title' as TitleKey;
const action = (id: string, order?: number): MessageAction => ({
  id,
  labelKey: label,
  icon: () => null,
  run: () => undefined,
  ...(order === undefined ? {} : { order }),
});
const section = (id: string, order: number, kinds?: HelperEditorSection['kinds']) => ({
  id,
  titleKey: label,
  Component: () => null,
  order,
  ...(kinds ? { kinds } : {}),
});

const offs: Array<() => void> = [];
// The app's features' own slots (the test setup registers them) are set aside meanwhile.
beforeEach(() => offs.push(setSlotsAside()));
afterEach(() =>
  offs
    .splice(0)
    .reverse()
    .forEach((off) => off()),
);

describe('slots', () => {
  it('keep actions and sections in order, the first registered first on a tie', () => {
    offs.push(registerSlots({ messageActions: [action('b', 20), action('a')] }));
    offs.push(registerSlots({ messageActions: [action('c', 20), action('d', 10)] }));
    expect(messageActions().map((a) => a.id)).toEqual(['a', 'd', 'b', 'c']);
    offs.push(registerSlots({ helperEditorSections: [section('late', 60), section('early', 5)] }));
    expect(helperEditorSections('chat').map((s) => s.id)).toEqual(['early', 'late']);
  });

  it('give a section only to the kinds of helper it is for', () => {
    offs.push(
      registerSlots({
        helperEditorSections: [section('page-style', 45, ['sale']), section('scene', 42)],
      }),
    );
    expect(helperEditorSections('chat').map((s) => s.id)).toEqual(['scene']);
    expect(helperEditorSections('sale').map((s) => s.id)).toEqual(['scene', 'page-style']);
  });

  it('count a declaration registered twice once, and take it out again', () => {
    const slots = { messageActions: [action('x')] };
    const off = registerSlots(slots);
    registerSlots(slots);
    expect(messageActions().map((a) => a.id)).toEqual(['x']);
    off();
    expect(messageActions()).toEqual([]);
  });

  it("are declared by a feature and registered with the app's features", () => {
    const slots = { messageActions: [action('toy-page')], helperEditorSections: [section('s', 1)] };
    const toy: Feature = {
      name: 'slotsToy',
      texts: { 'zh-CN': async () => ({ default: {} }), 'en-US': async () => ({ default: {} }) },
      navText: { 'zh-CN': {}, 'en-US': {} },
      slots,
    };
    registerFeatures([toy]);
    offs.push(registerSlots(slots)); // the same declaration again: its `off` takes it out
    expect(messageActions().map((a) => a.id)).toEqual(['toy-page']);
    expect(helperEditorSections('service').map((s) => s.id)).toEqual(['s']);
  });
});
