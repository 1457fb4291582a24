import type { SceneNode, SceneNodeOf, SceneNodeType } from '@miaoyu/contracts/scenes';
import { AskForm, StartForm, SubsceneForm, HandoverForm, TextForm } from './AskForms';
import { CodeForm, HttpForm } from './CodeForms';
import { IfElseForm } from './IfElseForm';
import { AggregateForm, AssignForm } from './LogicForms';
import { LoopForm } from './LoopForm';
import { ClassifierForm, ExtractorForm, KnowledgeForm, LlmForm } from './ModelForms';
import type { FormProps } from './kit';

type AnyFormProps = Omit<FormProps<SceneNodeType>, 'node' | 'set'> & {
  node: SceneNode;
  set: (settings: SceneNode['settings'], field: string) => void;
};

/** The settings form of the node's type. */
export function TypeForm(props: AnyFormProps) {
  // Each form gets its own type's props: the switch narrows the node.
  const as = <T extends SceneNodeType>(node: SceneNodeOf<T>) =>
    ({ ...props, node, set: props.set }) as unknown as FormProps<T>;
  const node = props.node;
  switch (node.type) {
    case 'start':
      return <StartForm {...as(node)} />;
    case 'llm':
      return <LlmForm {...as(node)} />;
    case 'knowledge':
      return <KnowledgeForm {...as(node)} />;
    case 'classifier':
      return <ClassifierForm {...as(node)} />;
    case 'extractor':
      return <ExtractorForm {...as(node)} />;
    case 'ifelse':
      return <IfElseForm {...as(node)} />;
    case 'answer':
      return <TextForm {...as(node)} />;
    case 'template':
      return <TextForm {...as(node)} />;
    case 'handover':
      return <HandoverForm {...as(node)} />;
    case 'http':
      return <HttpForm {...as(node)} />;
    case 'code':
      return <CodeForm {...as(node)} />;
    case 'assign':
      return <AssignForm {...as(node)} />;
    case 'aggregate':
      return <AggregateForm {...as(node)} />;
    case 'ask':
      return <AskForm {...as(node)} />;
    case 'subscene':
      return <SubsceneForm {...as(node)} />;
    case 'loop':
      return <LoopForm {...as(node)} />;
  }
}
