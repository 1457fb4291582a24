import type { SceneGraph, SceneNodeOf, SceneNodeType } from '@miaoyu/contracts/scenes';
import { fieldId } from '../fields/Field';
import { fieldProblem, type Problem } from '../problems';
import type { ValueOption } from '../values';

/** What each type's settings form gets. */
export interface FormProps<T extends SceneNodeType> {
  node: SceneNodeOf<T>;
  /** Replaces the settings; `field` names what changed (a burst of typing is one undo step). */
  set: (settings: SceneNodeOf<T>['settings'], field: string) => void;
  /** What the node may read: its ancestors' outputs and the conversation variables. */
  values: ValueOption[];
  graph: SceneGraph;
  problems: Problem[] | undefined;
  readOnly: boolean;
}

/** Ids, problems and a setter of one settings field, by its name under `settings`. */
export function kit<T extends SceneNodeType>(props: FormProps<T>) {
  type Settings = SceneNodeOf<T>['settings'];
  return {
    id: (field: string) => fieldId(props.node.id, `settings.${field}`),
    /** The problem of a field, or of something in it. */
    error: (field: string) => fieldProblem(props.problems, `settings.${field}`),
    /** The problem of the field itself (a list whose rows show their own). */
    own: (field: string) => props.problems?.find((p) => p.field === `settings.${field}`)?.message,
    /** Sets one field of the settings. */
    put:
      <K extends keyof Settings>(field: K) =>
      (value: Settings[K]) =>
        (props.set as (settings: unknown, field: string) => void)(
          { ...props.node.settings, [field]: value },
          String(field),
        ),
  };
}
