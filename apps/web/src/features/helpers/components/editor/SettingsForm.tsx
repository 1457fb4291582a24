import { Alert, Form, type FormInstance } from '@arco-design/web-react';
import { Suspense, useId, type ReactNode } from 'react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import type { Helper, HelperKind, HelperSettings } from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import {
  HELPER_SECTION_ORDER,
  helperEditorSections,
  type HelperEditorSection,
  type HelperSectionProps,
} from '@/lib/slots';
import { useHelperAccess } from '../../hooks/useHelperAccess';
import { BasicsSection } from './BasicsSection';
import { KnowledgeSection } from './KnowledgeSection';
import { SceneSection } from './SceneSection';
import { ModelSection } from './ModelSection';
import { OpeningSection } from './OpeningSection';
import type { SectionProps } from './sectionProps';
import { SharingSection } from './SharingSection';
import styles from './Editor.module.css';

interface Props {
  form: FormInstance<HelperSettings>;
  initialValues: HelperSettings;
  orgId: string;
  /** The saved helper; null while a new one has not been saved. */
  saved: Helper | null;
  rule: SectionProps['rule'];
  /** Someone else's helper: shown, not editable. */
  readOnly: boolean;
  /** A message about the whole form (a failed save that names no field). */
  error?: string | undefined;
  onValuesChange: () => void;
}

/** A section another feature registered (`slots.helperEditorSections`), titled as the editor's own. */
function PluggedSection({
  section,
  ...props
}: HelperSectionProps & { section: HelperEditorSection }) {
  const { t } = useTranslation(['translation', 'nav']);
  const { Component } = section;
  return (
    <Panel title={t(section.titleKey)}>
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    </Panel>
  );
}

/**
 * Every setting of a helper, each checked with the contract's schema as it changes. Enter in a
 * field does not save: each save is a version, made with the button or Ctrl+S.
 */
export function SettingsForm(props: Props) {
  const { t } = useTranslation('helpers');
  const { canManage } = useHelperAccess();
  const section = { form: props.form, rule: props.rule, disabled: props.readOnly };
  // Without the right to publish, a member keeps what an admin published and adds nothing to it.
  const publishing = { canPublish: canManage, saved: props.saved };
  // Arco prefixes its field ids with the form's id: two editors open in tabs stay apart.
  const id = useId();
  const kind =
    (Form.useWatch('kind', props.form) as HelperKind | undefined) ?? props.initialValues.kind;
  const order = HELPER_SECTION_ORDER;
  const sections: { order: number; node: ReactNode }[] = [
    { order: order.basics, node: <BasicsSection key="basics" {...section} orgId={props.orgId} /> },
    { order: order.model, node: <ModelSection key="model" {...section} saved={props.saved} /> },
    {
      order: order.knowledge,
      node: <KnowledgeSection key="knowledge" {...section} {...publishing} orgId={props.orgId} />,
    },
    { order: order.scene, node: <SceneSection key="scene" {...section} orgId={props.orgId} /> },
    { order: order.opening, node: <OpeningSection key="opening" {...section} /> },
    { order: order.sharing, node: <SharingSection key="sharing" {...section} {...publishing} /> },
    // Then what other features add, each where its order puts it (the editor's own first on a tie).
    ...helperEditorSections(kind).map((plugged) => ({
      order: plugged.order,
      node: (
        <PluggedSection
          key={`slot-${plugged.id}`}
          section={plugged}
          orgId={props.orgId}
          kind={kind}
          helper={props.saved}
          readOnly={props.readOnly}
        />
      ),
    })),
  ].sort((a, b) => a.order - b.order);
  return (
    <Form
      id={id}
      form={props.form}
      layout="vertical"
      initialValues={props.initialValues}
      disabled={props.readOnly}
      onValuesChange={props.onValuesChange}
      className={styles.form}
      aria-label={t('editor.settings')}
    >
      {props.readOnly ? <Alert type="info" content={t('editor.readOnly')} /> : null}
      {props.error ? <Alert type="error" content={props.error} /> : null}
      {sections.map((entry) => entry.node)}
    </Form>
  );
}
