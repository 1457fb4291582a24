import type { ComponentType } from 'react';
import {
  IconApps,
  IconBook,
  IconBranch,
  IconCodeBlock,
  IconCustomerService,
  IconEdit,
  IconFile,
  IconFilter,
  IconLink,
  IconLoop,
  IconMessage,
  IconMindMapping,
  IconPen,
  IconPlayArrow,
  IconQuestionCircle,
  IconRobot,
  IconTags,
} from '@arco-design/web-react/icon';
import type { SceneNodeType } from '@miaoyu/contracts/scenes';

/** The palette's groups, in the order a scene is usually built. */
export const PALETTE_GROUPS = [
  { key: 'basic', types: ['start', 'answer', 'llm', 'template'] },
  { key: 'understanding', types: ['knowledge', 'classifier', 'extractor'] },
  { key: 'logic', types: ['ifelse', 'loop', 'aggregate', 'assign', 'code'] },
  { key: 'interaction', types: ['ask', 'handover'] },
  { key: 'integration', types: ['http', 'subscene'] },
] as const satisfies readonly { key: string; types: readonly SceneNodeType[] }[];

export type PaletteGroup = (typeof PALETTE_GROUPS)[number]['key'];

interface Look {
  icon: ComponentType<{ className?: string }>;
  /** Arco's colour name: the header's accent (`rgb(var(--{color}-6))`). */
  color: string;
}

/** Each type's icon and colour, on the palette and on its node. */
export const NODE_LOOKS: Record<SceneNodeType, Look> = {
  start: { icon: IconPlayArrow, color: 'green' },
  answer: { icon: IconMessage, color: 'arcoblue' },
  llm: { icon: IconRobot, color: 'purple' },
  template: { icon: IconFile, color: 'cyan' },
  knowledge: { icon: IconBook, color: 'orangered' },
  classifier: { icon: IconTags, color: 'magenta' },
  extractor: { icon: IconFilter, color: 'pinkpurple' },
  ifelse: { icon: IconBranch, color: 'lime' },
  aggregate: { icon: IconMindMapping, color: 'gold' },
  assign: { icon: IconEdit, color: 'orange' },
  code: { icon: IconCodeBlock, color: 'gray' },
  ask: { icon: IconQuestionCircle, color: 'blue' },
  handover: { icon: IconCustomerService, color: 'red' },
  http: { icon: IconLink, color: 'cyan' },
  subscene: { icon: IconApps, color: 'arcoblue' },
  loop: { icon: IconLoop, color: 'lime' },
};

/** The icon of a comment on the palette. */
export const NOTE_ICON = IconPen;

/** The canvas's drag payload type: the node type travels under it. */
export const DRAG_TYPE = 'application/x-miaoyu-scene-node';
/** The drag payload of a comment. */
export const NOTE_DRAG = 'note';
