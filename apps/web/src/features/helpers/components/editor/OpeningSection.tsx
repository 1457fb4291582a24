import { Button, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import {
  HELPER_QUESTION_MAX_CHARS,
  HELPER_QUESTIONS_MAX,
  HELPER_WELCOME_MAX_CHARS,
} from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { CharCount } from './CharCount';
import type { SectionProps } from './sectionProps';
import styles from './Editor.module.css';

/** How a conversation opens: a welcome message and up to six questions to click. */
export function OpeningSection({ form, rule }: SectionProps) {
  const { t } = useTranslation('helpers');
  const welcome = Form.useWatch('welcome', form) as string | undefined;
  const questions = (Form.useWatch('suggestedQuestions', form) as string[] | undefined) ?? [];
  return (
    <Panel title={t('editor.sections.opening')}>
      <Form.Item
        label={t('editor.fields.welcome')}
        field="welcome"
        rules={[rule('welcome')]}
        extra={<CharCount value={welcome} max={HELPER_WELCOME_MAX_CHARS} />}
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('editor.fields.welcomePlaceholder')}
        />
      </Form.Item>
      <Form.Item label={t('editor.fields.questions')} extra={t('editor.questions.hint')}>
        <Form.List field="suggestedQuestions">
          {(fields, { add, remove }) => (
            <div className={styles.questions}>
              {fields.map(({ key, field }, index) => (
                <div key={key} className={styles.questionRow}>
                  <Form.Item
                    field={field}
                    rules={[rule(field)]}
                    className={styles.questionField}
                    extra={<CharCount value={questions[index]} max={HELPER_QUESTION_MAX_CHARS} />}
                  >
                    <Input
                      aria-label={t('editor.questions.label', { n: index + 1 })}
                      placeholder={t('editor.questions.placeholder')}
                    />
                  </Form.Item>
                  <Button
                    icon={<IconDelete />}
                    aria-label={t('editor.questions.remove', { n: index + 1 })}
                    onClick={() => remove(index)}
                  />
                </div>
              ))}
              {fields.length < HELPER_QUESTIONS_MAX ? (
                <Button type="dashed" long icon={<IconPlus />} onClick={() => add('')}>
                  {t('editor.questions.add', { count: fields.length, max: HELPER_QUESTIONS_MAX })}
                </Button>
              ) : null}
            </div>
          )}
        </Form.List>
      </Form.Item>
    </Panel>
  );
}
