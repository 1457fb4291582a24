import { lazy, type ComponentType } from 'react';
import type { ChatCitation, ChatMessageState } from '@miaoyu/contracts/chat';
import type { Helper, HelperKind } from '@miaoyu/contracts/helpers';
import type { OrgRole } from '@miaoyu/contracts/permissions';
import type { UserInfo } from '@miaoyu/contracts/user';
import { ensureNamespace, type TitleKey } from './i18n';

/**
 * Slots: places in the pages of one feature that other features fill, so a new feature adds a
 * button under the answers or a section to the helper editor without editing the chat or the
 * helpers. A feature declares what it adds in its `feature.tsx` (`slots`); the app registers
 * every feature's slots once, as it loads (`registerFeatures`), and the pages render what is
 * registered. Declarations load with the app's first chunk: keep them light (a label, an icon,
 * a `run` that imports what it needs, a section's component through `lazySection`).
 */

/** Where an answer is shown. */
export type AnswerPlace = 'chat' | 'preview' | 'inbox';

/** An answer as the actions registered for it see it. */
export interface AnswerMessage {
  /** The stored message's id (in the helper preview, which stores nothing, its place in the page). */
  id: string;
  content: string;
  state: ChatMessageState;
  citations: readonly ChatCitation[];
  place: AnswerPlace;
  /** The stored conversation it is in (the chat's session); none where nothing is stored. */
  conversationId?: string;
}

export interface MessageActionContext {
  /** Opens a page of the studio (the router's `navigate`). */
  navigate: (to: string) => void;
}

/** A button under every finished answer ("make a page from this answer"). */
export interface MessageAction {
  id: string;
  /** Its label and tooltip: a key of texts always loaded, e.g. the feature's nav text. */
  labelKey: TitleKey;
  icon: ComponentType;
  /** Smaller first; all come after the page's own buttons. */
  order?: number;
  /** Whether the answer gets the button; absent, every finished answer does. */
  visible?: (message: AnswerMessage) => boolean;
  /** What a click does; a failure is its own to show. */
  run: (message: AnswerMessage, context: MessageActionContext) => unknown;
}

/** What a section of the helper editor gets. */
export interface HelperSectionProps {
  orgId: string;
  kind: HelperKind;
  /** The saved helper; null while a new one has not been saved. */
  helper: Helper | null;
  /** Someone else's helper: shown, not editable. */
  readOnly: boolean;
}

/** Where the editor's own sections stand: a section's `order` places it among them. */
export const HELPER_SECTION_ORDER = {
  basics: 10,
  model: 20,
  knowledge: 30,
  scene: 35,
  opening: 40,
  sharing: 50,
} as const;

/** A titled section of the helper editor ("scene", "page style"). */
export interface HelperEditorSection {
  id: string;
  titleKey: TitleKey;
  Component: ComponentType<HelperSectionProps>;
  order: number;
  /** The kinds of helper it is for; absent, every kind. */
  kinds?: readonly HelperKind[];
}

/** What a tab of a team on the organisation page gets. */
export interface TeamTabProps {
  orgId: string;
  /** The team's public code, which its links carry. */
  teamCode: string;
  role: OrgRole;
}

/** A tab of a team on the organisation page ("sign-in"), after the page's own. */
export interface TeamTab {
  id: string;
  titleKey: TitleKey;
  Component: ComponentType<TeamTabProps>;
  /** The roles that see it. */
  roles: readonly OrgRole[];
  order?: number;
}

/** A card of the account page, after its own. */
export interface AccountSection {
  id: string;
  Component: ComponentType<{ user: UserInfo }>;
  order?: number;
}

/**
 * Other ways in, under the sign-in form. `tenantId` is the team whose sign-in link was followed
 * (`/login?tenant=…`): the page renders these only then, so a plain sign-in loads nothing more.
 */
export interface SignInOption {
  id: string;
  Component: ComponentType<{ tenantId: string }>;
}

/** What a feature adds to other features' pages. */
export interface Slots {
  messageActions?: readonly MessageAction[];
  helperEditorSections?: readonly HelperEditorSection[];
  teamTabs?: readonly TeamTab[];
  accountSections?: readonly AccountSection[];
  signInOptions?: readonly SignInOption[];
}

const registered = new Set<Slots>();

/** Registers a feature's slots; the function it returns takes them out again (tests). */
export function registerSlots(slots: Slots = {}): () => void {
  registered.add(slots);
  return () => void registered.delete(slots);
}

/**
 * Takes every registered declaration out (the app's features' too) until the function it returns
 * puts them back: for tests that count what they registered themselves.
 */
export function setSlotsAside(): () => void {
  const aside = [...registered];
  registered.clear();
  return () => aside.forEach((slots) => registered.add(slots));
}

/** Smaller `order` first; on a tie, the first registered (the sort is stable). */
const inOrder = <T extends { order?: number }>(list: T[]) =>
  list.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

/** The actions registered for answers, in order. */
export const messageActions = (): MessageAction[] =>
  inOrder([...registered].flatMap((slots) => slots.messageActions ?? []));

/** The helper editor's registered sections for a kind of helper, in order. */
export const helperEditorSections = (kind: HelperKind): HelperEditorSection[] =>
  inOrder(
    [...registered]
      .flatMap((slots) => slots.helperEditorSections ?? [])
      .filter((section) => !section.kinds || section.kinds.includes(kind)),
  );

/** The tabs registered for a team's page that a role sees, in order. */
export const teamTabs = (role: OrgRole): TeamTab[] =>
  inOrder(
    [...registered]
      .flatMap((slots) => slots.teamTabs ?? [])
      .filter((tab) => tab.roles.includes(role)),
  );

/** The account page's registered cards, in order. */
export const accountSections = (): AccountSection[] =>
  inOrder([...registered].flatMap((slots) => slots.accountSections ?? []));

/** The registered ways in besides the phone. */
export const signInOptions = (): SignInOption[] =>
  [...registered].flatMap((slots) => slots.signInOptions ?? []);

/** A section in its own chunk that arrives together with its feature's texts. */
export function lazySection<M, P extends object = HelperSectionProps>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  namespace: string,
): ComponentType<P> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), ensureNamespace(namespace)]);
    return { default: pick(module) };
  });
}
